/** Fabric colours as Indian mills name them, with the code each is drawn in (the seeded catalogue's palette too). */
export const COLOURS: readonly { name: string; hex: string }[] = [
  { name: 'Indigo', hex: '#2e3a87' },
  { name: 'Rani Pink', hex: '#d6336c' },
  { name: 'Haldi Yellow', hex: '#e3a812' },
  { name: 'Mehendi Green', hex: '#6b7f2a' },
  { name: 'Rust', hex: '#b7472a' },
  { name: 'Teal', hex: '#127a7a' },
  { name: 'Maroon', hex: '#7b1e2b' },
  { name: 'Ivory', hex: '#efe6cf' },
  { name: 'Charcoal', hex: '#3b3b3f' },
  { name: 'Navy', hex: '#1f2a4d' },
  { name: 'Mustard', hex: '#c9962b' },
  { name: 'Peacock Blue', hex: '#1f6f8b' },
  { name: 'Off White', hex: '#f2ede1' },
  { name: 'Black', hex: '#1d1d1f' },
  { name: 'Olive', hex: '#6b6b2a' },
  { name: 'Sky Blue', hex: '#84b9e0' },
  { name: 'Coral', hex: '#ea7257' },
  { name: 'Beige', hex: '#d4bf98' },
  { name: 'Lavender', hex: '#a294cc' },
  { name: 'Bottle Green', hex: '#1e5631' },
  { name: 'Wine', hex: '#5e1f36' },
  { name: 'Peach', hex: '#f2b08f' },
  { name: 'Grey Melange', hex: '#9a9a9a' },
  { name: 'Saffron', hex: '#ee8a2a' },
  { name: 'Denim Blue', hex: '#355c8a' },
  { name: 'Ecru', hex: '#e3d7bb' },
  { name: 'Powder Blue', hex: '#b4cde3' },
  { name: 'Sage', hex: '#9aae8c' },
  { name: 'Terracotta', hex: '#c0643f' },
  { name: 'Plum', hex: '#6d3b63' },
];

/** The code of a colour the palette names (in any case), or undefined. */
export const colourCodeNamed = (name: string): string | undefined =>
  COLOURS.find((colour) => colour.name.toLowerCase() === name.trim().toLowerCase())?.hex;

/** A colour code none of `taken` uses, for a fabric's next colour: new colours are told apart before they are named. */
export const unusedColourCode = (taken: readonly string[]): string =>
  (COLOURS.find((colour) => !taken.some((code) => code.toLowerCase() === colour.hex)) ?? COLOURS[0]!).hex;
