import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type GeneratedAlways<T> = ColumnType<T, never, never>;

export interface CategoriesTable { id: Generated<number>; name: string; position: number }
export interface SubcategoriesTable { id: Generated<number>; category_id: number; name: string; position: number }

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  category_id: number;
  subcategory_id: number | null;
  fabric_type: string;
  pattern: string;
  yarn_count: string;
  construction: string;
  end_use: string | null;
  gsm: number;
  width_inches: number;
  /** numeric(3,2): PostgreSQL returns it as text, so read it through a float8 cast. */
  rating_average: ColumnType<number, number | undefined, number>;
  rating_count: Generated<number>;
  created_at: Timestamp;
  search_document: GeneratedAlways<string>;
}

export interface ProductVarietiesTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  color: string;
  color_hex: string;
  images: string[];
  stock: number;
  price_per_metre_paise: number;
  discounted_price_paise: number | null;
  shown_price_paise: GeneratedAlways<number>;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  dob: ColumnType<Date | null, string | null | undefined, string | null>;
  profile_pic: string | null;
  google_id: string | null;
  facebook_id: string | null;
  created_at: Timestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  order_id: string | null;
  rating: number;
  review: string;
  created_at: Timestamp;
}

export interface ReviewImagesTable { id: Generated<number>; review_id: number; position: number; url: string }

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  email: string;
  purpose: 'signin' | 'login';
  code_hash: string;
  failed_attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuthEventsTable {
  id: Generated<number>;
  kind: 'signin_failure' | 'code_request';
  subject: string;
  created_at: Timestamp;
}

/** Tables that later features fill; typed here as they are used. */
export interface DB {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  products: ProductsTable;
  product_varieties: ProductVarietiesTable;
  users: UsersTable;
  reviews: ReviewsTable;
  review_images: ReviewImagesTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  auth_events: AuthEventsTable;
}
