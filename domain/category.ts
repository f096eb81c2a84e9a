/** A category with the names of its subcategories (SPEC §3 category list). */
export interface Category {
  id: string;
  name: string;
  subCategories: string[];
}
