// The document module's face, its only door for other modules, the composition root and tests:
// generated documents (size guide PDF).
export { registerDocumentRoutes } from './handlers';
export { createDocumentService } from './service';
