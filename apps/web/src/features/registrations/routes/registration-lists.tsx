import { RegistrationListScreen } from '../components/registration-list-screen';

/*
 * One component per list route (config/routes.ts). The same route serves a secretary (their
 * branch) and reviewers (every branch): the server scopes the rows, the screen picks the role's
 * columns and actions. /uv/jigyasu/list and /uv/jigyasu/validated, which offer the
 * duplicate check, are composed in app/routes with the duplicates feature.
 */

/** /jigyasu/list and /users */
export function MyListRoute() {
  return <RegistrationListScreen list="mine" />;
}

/** /uv/jigyasu/draft */
export function DraftListRoute() {
  return <RegistrationListScreen list="draft" />;
}

/** /uv/jigyasu/inprocess */
export function InProcessListRoute() {
  return <RegistrationListScreen list="inProcess" />;
}

/** /uv/jigyasu/approved */
export function ApprovedListRoute() {
  return <RegistrationListScreen list="approved" />;
}

/** /uv/jigyasu/rejected */
export function RejectedListRoute() {
  return <RegistrationListScreen list="returned" />;
}

/** /uv/jigyasu/submited/list */
export function SubmittedListRoute() {
  return <RegistrationListScreen list="submitted" />;
}

/** /vr/jigyasu/list: the data viewer's summary rows of every record she may see */
export function ViewerListRoute() {
  return <RegistrationListScreen list="records" />;
}
