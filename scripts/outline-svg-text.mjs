// `node scripts/outline-svg-text.mjs public/images/banks/*.svg public/images/blog/*.svg`: rewrites
// every <text> of the given SVG files as a <path> of its letters' outlines, in place.
//
// Why (docs/performance.md, "Bank logos without text, the font optional"): an SVG shown through
// <img> is a document of its own, and the first one with text on a page made the browser look up
// a font for it while painting, on the main thread: 2.5–17 ms for the first bank logo on our
// 2-core machine, twelve times that on the slow phone of issue 23. Outlines paint in under a
// millisecond and look the same on every phone, which has no Arial anyway.
//
// Liberation Sans has Arial's metrics (the logos asked for "Arial, Helvetica, sans-serif"); a
// character it lacks (₹) comes from DejaVu Sans. Both fonts are Debian's (fonts-liberation,
// fonts-dejavu-core), needed only to run this script. It reads the plain <text> the images use:
// x, y, font-size, font-weight, text-anchor, letter-spacing and fill, set on the <text> or on its
// <g>, without <tspan>. A file with no <text> left is not written, so a second run changes nothing.
import fs from "node:fs";
import opentype from "opentype.js";

const FONT_DIR = "/usr/share/fonts/truetype";
const load = (file) => opentype.parse(fs.readFileSync(`${FONT_DIR}/${file}`).buffer);
const FONTS = {
  regular: [load("liberation/LiberationSans-Regular.ttf"), load("dejavu/DejaVuSans.ttf")],
  bold: [load("liberation/LiberationSans-Bold.ttf"), load("dejavu/DejaVuSans-Bold.ttf")],
};

const attribute = (attrs, name) => attrs.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

const unescapeXml = (text) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/** The outline of one line of text, as SVG path data, with its start at `x` and baseline at `y`. */
function outline(text, { x, y, size, bold, letterSpacing, anchor }) {
  const fonts = bold ? FONTS.bold : FONTS.regular;
  // Each character from the first font that has it; kerning between two of the same font.
  const glyphs = [...text].map((char) => {
    const found = fonts
      .map((font) => ({ font, glyph: font.charToGlyph(char) }))
      .find(({ glyph }) => glyph.index !== 0);
    return found ?? { font: fonts[0], glyph: fonts[0].charToGlyph(char) };
  });
  const advances = glyphs.map(({ font, glyph }, i) => {
    const next = glyphs[i + 1];
    const kerning = next?.font === font ? font.getKerningValue(glyph, next.glyph) : 0;
    return ((glyph.advanceWidth + kerning) * size) / font.unitsPerEm + letterSpacing;
  });
  const width = advances.reduce((sum, a) => sum + a, 0) - (glyphs.length ? letterSpacing : 0);
  let pen = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  const parts = glyphs.map(({ glyph }, i) => {
    const data = glyph.getPath(pen, y, size).toPathData(1);
    pen += advances[i];
    return data;
  });
  return parts.join("");
}

/** A group's font attributes copied onto the <text> elements in it that do not set their own. */
function inheritGroupFonts(svg) {
  return svg.replace(/<g\b([^>]*)>([\s\S]*?)<\/g>/g, (_, groupAttrs, inner) => {
    const texts = inner.replace(/<text\b([^>]*)>/g, (_, attrs) => {
      let own = attrs;
      for (const name of ["font-size", "font-weight", "text-anchor", "letter-spacing", "fill"]) {
        const value = attribute(groupAttrs, name);
        if (value !== undefined && attribute(own, name) === undefined) own += ` ${name}="${value}"`;
      }
      return `<text${own}>`;
    });
    return `<g${groupAttrs}>${texts}</g>`;
  });
}

function outlineFile(file) {
  const svg = fs.readFileSync(file, "utf8");
  const out = inheritGroupFonts(svg).replace(
    /<text\b([^>]*)>([^<]*)<\/text>/g,
    (_, attrs, content) => {
      const d = outline(unescapeXml(content), {
        x: Number(attribute(attrs, "x") ?? 0),
        y: Number(attribute(attrs, "y") ?? 0),
        size: Number(attribute(attrs, "font-size") ?? 16),
        bold: ["bold", "700", "800", "900"].includes(attribute(attrs, "font-weight") ?? ""),
        letterSpacing: Number(attribute(attrs, "letter-spacing") ?? 0),
        anchor: attribute(attrs, "text-anchor") ?? "start",
      });
      const fill = attribute(attrs, "fill");
      return `<path${fill ? ` fill="${fill}"` : ""} d="${d}"/>`;
    },
  );
  if (/<text\b/.test(out)) throw new Error(`${file}: a <text> this script cannot read is left`);
  if (out !== svg) fs.writeFileSync(file, out);
  return out !== svg;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: node scripts/outline-svg-text.mjs <file.svg>...");
  process.exit(2);
}
for (const file of files) console.log(`${file}: ${outlineFile(file) ? "outlined" : "no text"}`);
