import { LINE } from './layout';

/** Lines of SVG text, the first at `y`: SVG does not wrap text itself. */
export function Lines({
  lines,
  x,
  y,
  className,
  anchor,
}: {
  lines: string[];
  x: number;
  y: number;
  className: string;
  anchor?: 'middle' | 'end';
}) {
  return (
    <text x={x} y={y} className={className} textAnchor={anchor}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : LINE}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
