export { ProductCard, ProductCardSkeleton } from './product-card';
export type { ProductCardProps, ProductLinkRenderer } from './product-card';
export { ProductGrid } from './product-grid';
export type { ProductGridProps } from './product-grid';
export { useCartControlFocus } from './use-cart-control-focus';
export type { CartControlMode } from './use-cart-control-focus';
export { imageLoading } from '../utils/image-priority';
