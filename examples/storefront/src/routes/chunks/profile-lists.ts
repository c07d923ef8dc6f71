// The list pages load together as one chunk, as they did when they shared a file.

export { ListPage } from '../list';
export { ListsPage } from '../lists';
