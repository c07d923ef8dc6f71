// The pages that load together as one chunk, as they did when they shared a file: one lazy
// import per group keeps the router (in the first load) and its preload lists as small as before.

export { ProfileLayout } from '../profile';
export { DashboardPage } from '../profile-dashboard';
export { OrdersPage } from '../profile-orders';
export { BillingAddressesPage } from '../profile-billing-addresses';
export { CreateOfferPage } from '../profile-create-offer';
