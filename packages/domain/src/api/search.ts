export { searchQuerySchema, searchResponseSchema } from '../schemas/search';
