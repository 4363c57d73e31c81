/** Self-contained SVG logos for the demo organisations, as data URLs (no file storage needed). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

interface LogoSet {
  logo: string;
  logoSquare: string;
  whiteLogo: string;
}

export function demoLogos(initials: string, name: string, primary: string, accent: string): LogoSet {
  const mark = (fill: string, text: string) =>
    `<rect width="48" height="48" rx="12" fill="${fill}"/><text x="24" y="31" font-family="Helvetica,Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${text}">${initials}</text>`;
  const wordmark = (markFill: string, markText: string, textFill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48">${mark(markFill, markText)}<text x="58" y="31" font-family="Helvetica,Arial,sans-serif" font-size="18" font-weight="700" fill="${textFill}">${name}</text></svg>`;
  return {
    logo: svgDataUrl(wordmark(primary, '#ffffff', primary)),
    logoSquare: svgDataUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">${mark(primary, accent)}</svg>`,
    ),
    whiteLogo: svgDataUrl(wordmark('#ffffff', primary, '#ffffff')),
  };
}
