// The error pages load together as one chunk, as they did when they shared a file.

export { NotFoundPage } from '../not-found';
export { ServiceDownPage } from '../service-down';
