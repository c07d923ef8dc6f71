export { Skeleton } from './skeleton.styles';
export type { SkeletonProps } from './skeleton.styles';
