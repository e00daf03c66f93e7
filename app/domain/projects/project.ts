/**
 * An approved project as the API returns it and the project pages show it (docs/product/pages.md
 * "Approved projects": image, name, builder, location, bhk, price range;
 * docs/product/http-api.md "Entities").
 */
export interface Project {
  image: string;
  name: string;
  builder: string;
  location: string;
  bhk: string;
  priceRange: string;
}
