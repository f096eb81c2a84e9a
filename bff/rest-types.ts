/** Shapes of the REST backend's answers (SPEC §3, §7) as the BFF reads them. */
export interface RestVariety {
  _id: string;
  color: string;
  colorCode: string;
  images: string[];
  stock: number;
  pricepermeter: number;
  discountedPrice: number | null;
}

export interface RestReview {
  _id: string;
  value: number;
  review: string;
  date: string;
  images: string[];
  userId: { name: string; profile_pic: string | null };
}

export interface RestProduct {
  _id: string;
  name: string;
  description: string;
  category: { _id: string; categoryName: string }[];
  subCategory: { _id: string; subCategoryName: string }[];
  fabricType: string;
  pattern: string;
  count: string;
  construction: string;
  endUse: string | null;
  weight: number;
  width: number;
  averageRating: number;
  reviewCount: number;
  productVarieties: RestVariety[];
  rating?: RestReview[];
}

export interface RestProductPage {
  data: RestProduct[];
  totalProducts: number;
  totalPage: number;
}

export interface RestCategory {
  _id: string;
  name: string;
  subCategory: { _id: string; subCategoryName: string }[];
}

export interface RestUser {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  dob: string | null;
  profile_pic: string | null;
}

export interface RestSession {
  message: string;
  data: RestUser;
  token: string;
}
