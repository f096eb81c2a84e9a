/** A page of text kept as data (about, privacy, terms): sections of paragraphs and lists. */
export interface DocumentSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface TextDocument {
  title: string;
  intro: string;
  sections: readonly DocumentSection[];
}
