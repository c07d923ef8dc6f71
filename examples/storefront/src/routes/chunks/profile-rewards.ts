// The pages that load together as one chunk, as they did when they shared a file: one lazy
// import per group keeps the router (in the first load) and its preload lists as small as before.

export { GiftsPage } from '../profile-gifts';
export { RewardsPage } from '../profile-rewards';
export { RequestedRewardsPage } from '../profile-requested-rewards';
export { SubscriptionsPage } from '../profile-subscriptions';
