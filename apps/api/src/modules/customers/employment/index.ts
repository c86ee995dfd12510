/**
 * The public surface of the employment module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export {
  decideEmploymentReview,
  employmentLetterApproved,
  employmentReviewLetter,
  findEmploymentReview,
  hasPendingEmploymentReview,
  listPendingEmploymentReviews,
} from './employment-review.js';
export { deleteEmploymentInformationOf, employmentInformationOf } from './employment.repo.js';
export { employmentRoutes } from './employment.routes.js';
