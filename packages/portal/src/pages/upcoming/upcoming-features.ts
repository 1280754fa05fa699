/**
 * Pages the route table already has whose feature a later issue builds. Each
 * shows the heading bar and says honestly that it is not available yet;
 * docs/portal-routes.md lists them with the issue that builds each.
 */
export type UpcomingFeature = {
  /** Reads "<name> is not available yet." */
  name: string;
  /** One sentence on what is coming. */
  coming: string;
};

export const UPCOMING_FEATURES = {
  myBoards: { name: 'My boards', coming: 'Boards of widgets you arrange for yourself will open here.' },
  customers: { name: 'Customers', coming: 'Customers by status will be listed here.' },
  customerDetail: { name: 'Customer details', coming: 'A customer’s details, notes, audits and documents will appear here.' },
  tracking: { name: 'Vehicle tracking', coming: 'The live position of your vehicles will be shown on a map here.' },
  products: { name: 'Products', coming: 'Products and their variants will be listed here.' },
  productDetail: { name: 'Product details', coming: 'A product’s details will be shown and edited here.' },
  productVariant: { name: 'Product variants', coming: 'A product variant’s details will be shown and edited here.' },
  plugins: { name: 'Plugins', coming: 'Integrations you can switch on for your organisation will be listed here.' },
  pluginDetail: { name: 'Plugin settings', coming: 'A plugin’s settings will be edited here.' },
  reports: { name: 'Reports', coming: 'Reports on bookings, vehicles and users will be listed here.' },
} as const satisfies Record<string, UpcomingFeature>;

export type UpcomingFeatureKey = keyof typeof UPCOMING_FEATURES;
