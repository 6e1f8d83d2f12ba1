import { expect, it } from 'vitest';
import type { Site } from '../../schema/site';
import { checkFooterProfiles, withoutRemovedProfiles } from './footer-profiles';

const site = (names: string[]) => ({
  profiles: { linkedin: 'https://www.linkedin.com/in/x', github: 'https://github.com/x' },
  footer: { profiles: names.map((name) => ({ name, label: name, icon: 'linkedin' })) },
});

it('accepts the profiles "profiles" holds, whatever their names', () => {
  expect(checkFooterProfiles(site(['github', 'linkedin']))).toEqual([]);
});

it('names a profile the footer shows that "profiles" does not hold, at its path, with the nearest name', () => {
  expect(checkFooterProfiles(site(['linkedin', 'linkdin']))).toEqual([
    {
      path: ['footer', 'profiles', 1, 'name'],
      message: { name: 'UnknownProfile', text: expect.stringMatching(/^"linkdin" is not one of "profiles" .*did you mean "linkedin"/) },
    },
  ]);
});

it('takes a name near none that exists for a removed profile: a warning, not an error', () => {
  const [problem] = checkFooterProfiles(site(['linkedin', 'youtube']));
  expect(problem).toEqual({
    path: ['footer', 'profiles', 1, 'name'],
    message: { name: 'RemovedProfileLink', text: expect.stringMatching(/no profile "youtube"/) },
  });
});

it('leaves a removed profile out of the footer the pages draw, and the rest in order', () => {
  const drawn = withoutRemovedProfiles(site(['youtube', 'github', 'linkedin']) as unknown as Site);
  expect(drawn.footer!.profiles!.map((profile) => profile.name)).toEqual(['github', 'linkedin']);
});

it('draws a profile named with no icon with the icon its address chooses, and keeps an icon the owner named', () => {
  const settings = {
    profiles: { code: 'https://github.com/x', posts: 'https://bsky.app/profile/x.bsky.social', linkedin: 'https://www.linkedin.com/in/x' },
    footer: {
      profiles: [
        { name: 'code', label: 'Code' },
        { name: 'posts', label: 'Posts' },
        { name: 'linkedin', label: 'LinkedIn', icon: 'briefcase' },
      ],
    },
  };
  const drawn = withoutRemovedProfiles(settings as unknown as Site);
  expect(drawn.footer!.profiles!.map((profile) => profile.icon)).toEqual(['github', 'bluesky', 'briefcase']);
});
