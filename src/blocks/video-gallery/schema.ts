import { z } from 'zod';
import { mapped, messages, received } from '../../schema/messages';
import { blockShape, button, sectionHeading, text } from '../../schema/primitives';
import { VIDEO_ID } from '../../schema/video';
import { NOT_TEXT } from '../../schema/text-fields';

const video = z
  .strictObject({
    id: z
      .string()
      .regex(VIDEO_ID, { error: (issue) => mapped(issue, messages.BadVideoId(received(issue.input))) })
      .describe('The video id: the 11 characters after "watch?v=" in its address')
      .meta(NOT_TEXT),
    title: text('Video title'),
  })
  .describe('A video on the video site');

export const videoGallerySchema = z
  .strictObject({
    ...blockShape('video-gallery', 'A featured video that plays on request, a grid of video thumbnails and buttons'),
    ...sectionHeading,
    featured: video.describe('The video shown large; its player loads only when the visitor presses play'),
    videos: z.array(video).min(1).describe('Thumbnails, each linking to its video on the video site (new tab)'),
    buttons: z.array(button).min(1).max(4).optional().describe('Buttons under the grid, e.g. Subscribe and Watch More'),
  })
  .describe('Video gallery');

export type VideoGalleryProps = z.output<typeof videoGallerySchema>;
