// The components of @carrello/ui arrive with the ui issue; the package already builds and publishes.
export {};
