import type { GraphQLResolveInfo } from "graphql";
import type {
  RestProduct,
  RestVariety,
  RestReview,
  RestCategory,
  RestProductPage,
  RestUser,
} from "./rest-types.js";
import type { MercuriusContext } from "mercurius";
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = {
  [K in keyof T]: T[K];
};
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & {
  [SubKey in K]?: Maybe<T[SubKey]>;
};
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & {
  [SubKey in K]: Maybe<T[SubKey]>;
};
export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) =>
  | Promise<import("mercurius-codegen").DeepPartial<TResult>>
  | import("mercurius-codegen").DeepPartial<TResult>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & {
  [P in K]-?: NonNullable<T[P]>;
};
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: string;
  String: string;
  Boolean: boolean;
  Int: number;
  Float: number;
  _FieldSet: any;
};

export type User = {
  __typename?: "User";
  id: Scalars["ID"];
  name: Scalars["String"];
  email: Scalars["String"];
  phone?: Maybe<Scalars["String"]>;
  /** YYYY-MM-DD */
  dob?: Maybe<Scalars["String"]>;
  profilePicture?: Maybe<Scalars["String"]>;
};

/** A signed-in session: the token goes in the authorization header of later requests, without a Bearer prefix. */
export type Session = {
  __typename?: "Session";
  token: Scalars["String"];
  user: User;
  message: Scalars["String"];
};

export type CodeSent = {
  __typename?: "CodeSent";
  message: Scalars["String"];
  /** The code itself, only where the server is set to show it (OTP_IN_RESPONSE, never in production). */
  otp?: Maybe<Scalars["String"]>;
};

export type Location = {
  __typename?: "Location";
  postal?: Maybe<Scalars["String"]>;
  city?: Maybe<Scalars["String"]>;
  country?: Maybe<Scalars["String"]>;
};

export type ProfilePicture = {
  /** The image file's bytes, base64-encoded (JPEG, PNG or WebP, at most 5 MB). */
  base64: Scalars["String"];
  fileName: Scalars["String"];
};

export type Mutation = {
  __typename?: "Mutation";
  requestSignupCode: CodeSent;
  requestLoginCode: CodeSent;
  verifySignupCode: Session;
  verifyLoginCode: Session;
  signIn: Session;
  googleSignIn: Session;
  facebookSignIn: Session;
  updateProfile: User;
  logout: Scalars["Boolean"];
};

export type MutationrequestSignupCodeArgs = {
  email: Scalars["String"];
};

export type MutationrequestLoginCodeArgs = {
  email: Scalars["String"];
};

export type MutationverifySignupCodeArgs = {
  email: Scalars["String"];
  otp: Scalars["String"];
  name: Scalars["String"];
  phone: Scalars["String"];
  password: Scalars["String"];
};

export type MutationverifyLoginCodeArgs = {
  email: Scalars["String"];
  otp: Scalars["String"];
};

export type MutationsignInArgs = {
  email: Scalars["String"];
  password: Scalars["String"];
};

export type MutationgoogleSignInArgs = {
  accessToken: Scalars["String"];
};

export type MutationfacebookSignInArgs = {
  accessToken: Scalars["String"];
};

export type MutationupdateProfileArgs = {
  name: Scalars["String"];
  dob?: InputMaybe<Scalars["String"]>;
  picture?: InputMaybe<ProfilePicture>;
};

export type Query = {
  __typename?: "Query";
  /** One page of products matching every given filter, newest first. */
  products: ProductPage;
  product?: Maybe<Product>;
  categories: Array<Category>;
  categoryNames: Array<Scalars["String"]>;
  /** The signed-in user, or null without a token; an expired or revoked token is an UNAUTHENTICATED error. */
  viewer?: Maybe<User>;
  /** Approximate location of a signed-in buyer; null when signed out or when the lookup fails. */
  location?: Maybe<Location>;
};

export type QueryproductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars["Int"]>;
  limit?: InputMaybe<Scalars["Int"]>;
};

export type QueryproductArgs = {
  id: Scalars["ID"];
};

/** Filters of SPEC §3. Empty or missing values do not filter. */
export type ProductFilter = {
  /** A price range in rupees as min-max, or min- for 'and above'. */
  price?: InputMaybe<Scalars["String"]>;
  /** Minimum average rating, 1 to 5; 0 means any. */
  rating?: InputMaybe<Scalars["Int"]>;
  todaysDeals?: InputMaybe<Scalars["Boolean"]>;
  categories?: InputMaybe<Array<Scalars["String"]>>;
  subCategories?: InputMaybe<Array<Scalars["String"]>>;
  /** Heaviest GSM wanted, 50 to 400. */
  weight?: InputMaybe<Scalars["Int"]>;
  count?: InputMaybe<Scalars["String"]>;
  construction?: InputMaybe<Scalars["String"]>;
  endUse?: InputMaybe<Array<Scalars["String"]>>;
  search?: InputMaybe<Scalars["String"]>;
};

export type ProductPage = {
  __typename?: "ProductPage";
  data: Array<Product>;
  totalProducts: Scalars["Int"];
  totalPage: Scalars["Int"];
};

export type Product = {
  __typename?: "Product";
  id: Scalars["ID"];
  name: Scalars["String"];
  description: Scalars["String"];
  category: Scalars["String"];
  subCategory?: Maybe<Scalars["String"]>;
  fabricType: Scalars["String"];
  pattern: Scalars["String"];
  count: Scalars["String"];
  construction: Scalars["String"];
  endUse?: Maybe<Scalars["String"]>;
  /** GSM */
  weight: Scalars["Int"];
  widthInches: Scalars["Int"];
  averageRating: Scalars["Float"];
  reviewCount: Scalars["Int"];
  varieties: Array<ProductVariety>;
  reviews: Array<Review>;
};

export type ProductVariety = {
  __typename?: "ProductVariety";
  id: Scalars["ID"];
  color: Scalars["String"];
  colorCode: Scalars["String"];
  images: Array<Scalars["String"]>;
  stock: Scalars["Int"];
  /** Rupees per metre. */
  pricePerMetre: Scalars["Float"];
  discountedPrice?: Maybe<Scalars["Float"]>;
  /** What the buyer pays per metre: the discounted price if any, else the list price. */
  price: Scalars["Float"];
};

export type Review = {
  __typename?: "Review";
  id: Scalars["ID"];
  rating: Scalars["Int"];
  review: Scalars["String"];
  date: Scalars["String"];
  images: Array<Scalars["String"]>;
  userName: Scalars["String"];
  userPicture?: Maybe<Scalars["String"]>;
};

export type Category = {
  __typename?: "Category";
  id: Scalars["ID"];
  name: Scalars["String"];
  subCategories: Array<Scalars["String"]>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<
    { [key in TKey]: TResult },
    TParent,
    TContext,
    TArgs
  >;
  resolve?: SubscriptionResolveFn<
    TResult,
    { [key in TKey]: TResult },
    TContext,
    TArgs
  >;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = {},
  TContext = {},
  TArgs = {},
> =
  | ((
      ...args: any[]
    ) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = {}, TContext = {}> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = {},
  TParent = {},
  TContext = {},
  TArgs = {},
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  User: ResolverTypeWrapper<RestUser>;
  ID: ResolverTypeWrapper<Scalars["ID"]>;
  String: ResolverTypeWrapper<Scalars["String"]>;
  Session: ResolverTypeWrapper<
    Omit<Session, "user"> & { user: ResolversTypes["User"] }
  >;
  CodeSent: ResolverTypeWrapper<CodeSent>;
  Location: ResolverTypeWrapper<Location>;
  ProfilePicture: ProfilePicture;
  Mutation: ResolverTypeWrapper<{}>;
  Boolean: ResolverTypeWrapper<Scalars["Boolean"]>;
  Query: ResolverTypeWrapper<{}>;
  Int: ResolverTypeWrapper<Scalars["Int"]>;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<RestProductPage>;
  Product: ResolverTypeWrapper<RestProduct>;
  Float: ResolverTypeWrapper<Scalars["Float"]>;
  ProductVariety: ResolverTypeWrapper<RestVariety>;
  Review: ResolverTypeWrapper<RestReview>;
  Category: ResolverTypeWrapper<RestCategory>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  User: RestUser;
  ID: Scalars["ID"];
  String: Scalars["String"];
  Session: Omit<Session, "user"> & { user: ResolversParentTypes["User"] };
  CodeSent: CodeSent;
  Location: Location;
  ProfilePicture: ProfilePicture;
  Mutation: {};
  Boolean: Scalars["Boolean"];
  Query: {};
  Int: Scalars["Int"];
  ProductFilter: ProductFilter;
  ProductPage: RestProductPage;
  Product: RestProduct;
  Float: Scalars["Float"];
  ProductVariety: RestVariety;
  Review: RestReview;
  Category: RestCategory;
};

export type UserResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["User"] =
    ResolversParentTypes["User"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  profilePicture?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Session"] =
    ResolversParentTypes["Session"],
> = {
  token?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  user?: Resolver<ResolversTypes["User"], ParentType, ContextType>;
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CodeSentResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CodeSent"] =
    ResolversParentTypes["CodeSent"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  otp?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Location"] =
    ResolversParentTypes["Location"],
> = {
  postal?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Mutation"] =
    ResolversParentTypes["Mutation"],
> = {
  requestSignupCode?: Resolver<
    ResolversTypes["CodeSent"],
    ParentType,
    ContextType,
    RequireFields<MutationrequestSignupCodeArgs, "email">
  >;
  requestLoginCode?: Resolver<
    ResolversTypes["CodeSent"],
    ParentType,
    ContextType,
    RequireFields<MutationrequestLoginCodeArgs, "email">
  >;
  verifySignupCode?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<
      MutationverifySignupCodeArgs,
      "email" | "otp" | "name" | "phone" | "password"
    >
  >;
  verifyLoginCode?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<MutationverifyLoginCodeArgs, "email" | "otp">
  >;
  signIn?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<MutationsignInArgs, "email" | "password">
  >;
  googleSignIn?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<MutationgoogleSignInArgs, "accessToken">
  >;
  facebookSignIn?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<MutationfacebookSignInArgs, "accessToken">
  >;
  updateProfile?: Resolver<
    ResolversTypes["User"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateProfileArgs, "name">
  >;
  logout?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Query"] =
    ResolversParentTypes["Query"],
> = {
  products?: Resolver<
    ResolversTypes["ProductPage"],
    ParentType,
    ContextType,
    RequireFields<QueryproductsArgs, "page" | "limit">
  >;
  product?: Resolver<
    Maybe<ResolversTypes["Product"]>,
    ParentType,
    ContextType,
    RequireFields<QueryproductArgs, "id">
  >;
  categories?: Resolver<
    Array<ResolversTypes["Category"]>,
    ParentType,
    ContextType
  >;
  categoryNames?: Resolver<
    Array<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  viewer?: Resolver<Maybe<ResolversTypes["User"]>, ParentType, ContextType>;
  location?: Resolver<
    Maybe<ResolversTypes["Location"]>,
    ParentType,
    ContextType
  >;
};

export type ProductPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ProductPage"] =
    ResolversParentTypes["ProductPage"],
> = {
  data?: Resolver<Array<ResolversTypes["Product"]>, ParentType, ContextType>;
  totalProducts?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalPage?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Product"] =
    ResolversParentTypes["Product"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  description?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  category?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subCategory?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  fabricType?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  pattern?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  count?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  construction?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  endUse?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  widthInches?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  averageRating?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  varieties?: Resolver<
    Array<ResolversTypes["ProductVariety"]>,
    ParentType,
    ContextType
  >;
  reviews?: Resolver<Array<ResolversTypes["Review"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVarietyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ProductVariety"] =
    ResolversParentTypes["ProductVariety"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  colorCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pricePerMetre?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  discountedPrice?: Resolver<
    Maybe<ResolversTypes["Float"]>,
    ParentType,
    ContextType
  >;
  price?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Review"] =
    ResolversParentTypes["Review"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  review?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  userPicture?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Category"] =
    ResolversParentTypes["Category"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subCategories?: Resolver<
    Array<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = MercuriusContext> = {
  User?: UserResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  CodeSent?: CodeSentResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductVariety?: ProductVarietyResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
};

export type Loader<TReturn, TObj, TParams, TContext> = (
  queries: Array<{
    obj: TObj;
    params: TParams;
  }>,
  context: TContext & {
    reply: import("fastify").FastifyReply;
  },
) => Promise<Array<import("mercurius-codegen").DeepPartial<TReturn>>>;
export type LoaderResolver<TReturn, TObj, TParams, TContext> =
  | Loader<TReturn, TObj, TParams, TContext>
  | {
      loader: Loader<TReturn, TObj, TParams, TContext>;
      opts?: {
        cache?: boolean;
      };
    };
export interface Loaders<
  TContext = import("mercurius").MercuriusContext & {
    reply: import("fastify").FastifyReply;
  },
> {
  User?: {
    id?: LoaderResolver<Scalars["ID"], User, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], User, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], User, {}, TContext>;
    phone?: LoaderResolver<Maybe<Scalars["String"]>, User, {}, TContext>;
    dob?: LoaderResolver<Maybe<Scalars["String"]>, User, {}, TContext>;
    profilePicture?: LoaderResolver<
      Maybe<Scalars["String"]>,
      User,
      {},
      TContext
    >;
  };

  Session?: {
    token?: LoaderResolver<Scalars["String"], Session, {}, TContext>;
    user?: LoaderResolver<User, Session, {}, TContext>;
    message?: LoaderResolver<Scalars["String"], Session, {}, TContext>;
  };

  CodeSent?: {
    message?: LoaderResolver<Scalars["String"], CodeSent, {}, TContext>;
    otp?: LoaderResolver<Maybe<Scalars["String"]>, CodeSent, {}, TContext>;
  };

  Location?: {
    postal?: LoaderResolver<Maybe<Scalars["String"]>, Location, {}, TContext>;
    city?: LoaderResolver<Maybe<Scalars["String"]>, Location, {}, TContext>;
    country?: LoaderResolver<Maybe<Scalars["String"]>, Location, {}, TContext>;
  };

  ProductPage?: {
    data?: LoaderResolver<Array<Product>, ProductPage, {}, TContext>;
    totalProducts?: LoaderResolver<Scalars["Int"], ProductPage, {}, TContext>;
    totalPage?: LoaderResolver<Scalars["Int"], ProductPage, {}, TContext>;
  };

  Product?: {
    id?: LoaderResolver<Scalars["ID"], Product, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    description?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    category?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    subCategory?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Product,
      {},
      TContext
    >;
    fabricType?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    pattern?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    count?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    construction?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    endUse?: LoaderResolver<Maybe<Scalars["String"]>, Product, {}, TContext>;
    weight?: LoaderResolver<Scalars["Int"], Product, {}, TContext>;
    widthInches?: LoaderResolver<Scalars["Int"], Product, {}, TContext>;
    averageRating?: LoaderResolver<Scalars["Float"], Product, {}, TContext>;
    reviewCount?: LoaderResolver<Scalars["Int"], Product, {}, TContext>;
    varieties?: LoaderResolver<Array<ProductVariety>, Product, {}, TContext>;
    reviews?: LoaderResolver<Array<Review>, Product, {}, TContext>;
  };

  ProductVariety?: {
    id?: LoaderResolver<Scalars["ID"], ProductVariety, {}, TContext>;
    color?: LoaderResolver<Scalars["String"], ProductVariety, {}, TContext>;
    colorCode?: LoaderResolver<Scalars["String"], ProductVariety, {}, TContext>;
    images?: LoaderResolver<
      Array<Scalars["String"]>,
      ProductVariety,
      {},
      TContext
    >;
    stock?: LoaderResolver<Scalars["Int"], ProductVariety, {}, TContext>;
    pricePerMetre?: LoaderResolver<
      Scalars["Float"],
      ProductVariety,
      {},
      TContext
    >;
    discountedPrice?: LoaderResolver<
      Maybe<Scalars["Float"]>,
      ProductVariety,
      {},
      TContext
    >;
    price?: LoaderResolver<Scalars["Float"], ProductVariety, {}, TContext>;
  };

  Review?: {
    id?: LoaderResolver<Scalars["ID"], Review, {}, TContext>;
    rating?: LoaderResolver<Scalars["Int"], Review, {}, TContext>;
    review?: LoaderResolver<Scalars["String"], Review, {}, TContext>;
    date?: LoaderResolver<Scalars["String"], Review, {}, TContext>;
    images?: LoaderResolver<Array<Scalars["String"]>, Review, {}, TContext>;
    userName?: LoaderResolver<Scalars["String"], Review, {}, TContext>;
    userPicture?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Review,
      {},
      TContext
    >;
  };

  Category?: {
    id?: LoaderResolver<Scalars["ID"], Category, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Category, {}, TContext>;
    subCategories?: LoaderResolver<
      Array<Scalars["String"]>,
      Category,
      {},
      TContext
    >;
  };
}
export type ViewerFieldsFragment = {
  __typename?: "User";
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  dob?: string | null;
  profilePicture?: string | null;
};

export type SessionFieldsFragment = {
  __typename?: "Session";
  token: string;
  message: string;
  user: {
    __typename?: "User";
    id: string;
    name: string;
    email: string;
    phone?: string | null;
    dob?: string | null;
    profilePicture?: string | null;
  };
};

export type ViewerQueryVariables = Exact<{ [key: string]: never }>;

export type ViewerQuery = {
  __typename?: "Query";
  viewer?: {
    __typename?: "User";
    id: string;
    name: string;
    email: string;
    phone?: string | null;
    dob?: string | null;
    profilePicture?: string | null;
  } | null;
};

export type LocationQueryVariables = Exact<{ [key: string]: never }>;

export type LocationQuery = {
  __typename?: "Query";
  location?: {
    __typename?: "Location";
    postal?: string | null;
    city?: string | null;
    country?: string | null;
  } | null;
};

export type RequestSignupCodeMutationVariables = Exact<{
  email: Scalars["String"];
}>;

export type RequestSignupCodeMutation = {
  __typename?: "Mutation";
  requestSignupCode: {
    __typename?: "CodeSent";
    message: string;
    otp?: string | null;
  };
};

export type RequestLoginCodeMutationVariables = Exact<{
  email: Scalars["String"];
}>;

export type RequestLoginCodeMutation = {
  __typename?: "Mutation";
  requestLoginCode: {
    __typename?: "CodeSent";
    message: string;
    otp?: string | null;
  };
};

export type VerifySignupCodeMutationVariables = Exact<{
  email: Scalars["String"];
  otp: Scalars["String"];
  name: Scalars["String"];
  phone: Scalars["String"];
  password: Scalars["String"];
}>;

export type VerifySignupCodeMutation = {
  __typename?: "Mutation";
  verifySignupCode: {
    __typename?: "Session";
    token: string;
    message: string;
    user: {
      __typename?: "User";
      id: string;
      name: string;
      email: string;
      phone?: string | null;
      dob?: string | null;
      profilePicture?: string | null;
    };
  };
};

export type VerifyLoginCodeMutationVariables = Exact<{
  email: Scalars["String"];
  otp: Scalars["String"];
}>;

export type VerifyLoginCodeMutation = {
  __typename?: "Mutation";
  verifyLoginCode: {
    __typename?: "Session";
    token: string;
    message: string;
    user: {
      __typename?: "User";
      id: string;
      name: string;
      email: string;
      phone?: string | null;
      dob?: string | null;
      profilePicture?: string | null;
    };
  };
};

export type SignInMutationVariables = Exact<{
  email: Scalars["String"];
  password: Scalars["String"];
}>;

export type SignInMutation = {
  __typename?: "Mutation";
  signIn: {
    __typename?: "Session";
    token: string;
    message: string;
    user: {
      __typename?: "User";
      id: string;
      name: string;
      email: string;
      phone?: string | null;
      dob?: string | null;
      profilePicture?: string | null;
    };
  };
};

export type GoogleSignInMutationVariables = Exact<{
  accessToken: Scalars["String"];
}>;

export type GoogleSignInMutation = {
  __typename?: "Mutation";
  googleSignIn: {
    __typename?: "Session";
    token: string;
    message: string;
    user: {
      __typename?: "User";
      id: string;
      name: string;
      email: string;
      phone?: string | null;
      dob?: string | null;
      profilePicture?: string | null;
    };
  };
};

export type FacebookSignInMutationVariables = Exact<{
  accessToken: Scalars["String"];
}>;

export type FacebookSignInMutation = {
  __typename?: "Mutation";
  facebookSignIn: {
    __typename?: "Session";
    token: string;
    message: string;
    user: {
      __typename?: "User";
      id: string;
      name: string;
      email: string;
      phone?: string | null;
      dob?: string | null;
      profilePicture?: string | null;
    };
  };
};

export type UpdateProfileMutationVariables = Exact<{
  name: Scalars["String"];
  dob?: InputMaybe<Scalars["String"]>;
  picture?: InputMaybe<ProfilePicture>;
}>;

export type UpdateProfileMutation = {
  __typename?: "Mutation";
  updateProfile: {
    __typename?: "User";
    id: string;
    name: string;
    email: string;
    phone?: string | null;
    dob?: string | null;
    profilePicture?: string | null;
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { __typename?: "Mutation"; logout: boolean };

export type ProductsQueryVariables = Exact<{
  filter?: InputMaybe<ProductFilter>;
  page: Scalars["Int"];
  limit: Scalars["Int"];
}>;

export type ProductsQuery = {
  __typename?: "Query";
  products: {
    __typename?: "ProductPage";
    totalProducts: number;
    totalPage: number;
    data: Array<{
      __typename?: "Product";
      id: string;
      name: string;
      description: string;
      category: string;
      averageRating: number;
      reviewCount: number;
      varieties: Array<{
        __typename?: "ProductVariety";
        id: string;
        color: string;
        colorCode: string;
        images: Array<string>;
        stock: number;
        pricePerMetre: number;
        discountedPrice?: number | null;
        price: number;
      }>;
    }>;
  };
};

export type ProductCardFragment = {
  __typename?: "Product";
  id: string;
  name: string;
  description: string;
  category: string;
  averageRating: number;
  reviewCount: number;
  varieties: Array<{
    __typename?: "ProductVariety";
    id: string;
    color: string;
    colorCode: string;
    images: Array<string>;
    stock: number;
    pricePerMetre: number;
    discountedPrice?: number | null;
    price: number;
  }>;
};

export type CategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type CategoriesQuery = {
  __typename?: "Query";
  categories: Array<{
    __typename?: "Category";
    id: string;
    name: string;
    subCategories: Array<string>;
  }>;
};

export const ViewerFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SessionFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "Session" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "token" } },
          { kind: "Field", name: { kind: "Name", value: "message" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "user" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "ViewerFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const ProductCardFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProductCard" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "Product" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "averageRating" } },
          { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "varieties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "color" } },
                { kind: "Field", name: { kind: "Name", value: "colorCode" } },
                { kind: "Field", name: { kind: "Name", value: "images" } },
                { kind: "Field", name: { kind: "Name", value: "stock" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pricePerMetre" },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "discountedPrice" },
                },
                { kind: "Field", name: { kind: "Name", value: "price" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const ViewerDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Viewer" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "viewer" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "ViewerFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const LocationDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Location" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "location" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "postal" } },
                { kind: "Field", name: { kind: "Name", value: "city" } },
                { kind: "Field", name: { kind: "Name", value: "country" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationQuery, LocationQueryVariables>;
export const RequestSignupCodeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RequestSignupCode" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "email" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "requestSignupCode" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "email" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "message" } },
                { kind: "Field", name: { kind: "Name", value: "otp" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RequestSignupCodeMutation,
  RequestSignupCodeMutationVariables
>;
export const RequestLoginCodeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RequestLoginCode" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "email" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "requestLoginCode" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "email" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "message" } },
                { kind: "Field", name: { kind: "Name", value: "otp" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RequestLoginCodeMutation,
  RequestLoginCodeMutationVariables
>;
export const VerifySignupCodeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "VerifySignupCode" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "email" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "otp" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "phone" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "password" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "verifySignupCode" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "email" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "otp" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "otp" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "name" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "phone" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "phone" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "password" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "password" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "SessionFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SessionFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "Session" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "token" } },
          { kind: "Field", name: { kind: "Name", value: "message" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "user" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "ViewerFields" },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  VerifySignupCodeMutation,
  VerifySignupCodeMutationVariables
>;
export const VerifyLoginCodeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "VerifyLoginCode" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "email" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "otp" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "verifyLoginCode" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "email" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "otp" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "otp" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "SessionFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SessionFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "Session" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "token" } },
          { kind: "Field", name: { kind: "Name", value: "message" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "user" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "ViewerFields" },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  VerifyLoginCodeMutation,
  VerifyLoginCodeMutationVariables
>;
export const SignInDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SignIn" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "email" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "password" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "signIn" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "email" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "password" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "password" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "SessionFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SessionFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "Session" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "token" } },
          { kind: "Field", name: { kind: "Name", value: "message" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "user" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "ViewerFields" },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const GoogleSignInDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "GoogleSignIn" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "accessToken" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "googleSignIn" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "accessToken" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "accessToken" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "SessionFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SessionFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "Session" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "token" } },
          { kind: "Field", name: { kind: "Name", value: "message" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "user" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "ViewerFields" },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  GoogleSignInMutation,
  GoogleSignInMutationVariables
>;
export const FacebookSignInDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "FacebookSignIn" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "accessToken" },
          },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "facebookSignIn" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "accessToken" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "accessToken" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "SessionFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SessionFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "Session" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "token" } },
          { kind: "Field", name: { kind: "Name", value: "message" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "user" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "ViewerFields" },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  FacebookSignInMutation,
  FacebookSignInMutationVariables
>;
export const UpdateProfileDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateProfile" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "NamedType",
              name: { kind: "Name", value: "String" },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dob" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "picture" },
          },
          type: {
            kind: "NamedType",
            name: { kind: "Name", value: "ProfilePicture" },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateProfile" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "name" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "dob" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "dob" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "picture" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "picture" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "ViewerFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "User" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "dob" } },
          { kind: "Field", name: { kind: "Name", value: "profilePicture" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateProfileMutation,
  UpdateProfileMutationVariables
>;
export const LogoutDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "Logout" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "logout" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ProductsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Products" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "filter" },
          },
          type: {
            kind: "NamedType",
            name: { kind: "Name", value: "ProductFilter" },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "page" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: {
            kind: "Variable",
            name: { kind: "Name", value: "limit" },
          },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "products" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "filter" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "filter" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "page" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "page" },
                },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: {
                  kind: "Variable",
                  name: { kind: "Name", value: "limit" },
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "totalProducts" },
                },
                { kind: "Field", name: { kind: "Name", value: "totalPage" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "data" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "ProductCard" },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProductCard" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "Product" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "averageRating" } },
          { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "varieties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "color" } },
                { kind: "Field", name: { kind: "Name", value: "colorCode" } },
                { kind: "Field", name: { kind: "Name", value: "images" } },
                { kind: "Field", name: { kind: "Name", value: "stock" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pricePerMetre" },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "discountedPrice" },
                },
                { kind: "Field", name: { kind: "Name", value: "price" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const CategoriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Categories" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "categories" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "subCategories" },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
declare module "mercurius" {
  interface IResolvers extends Resolvers<
    import("mercurius").MercuriusContext
  > {}
  interface MercuriusLoaders extends Loaders {}
}
