/**
 * The form an action was posted (issue 25, finding 2): the one the server read within the
 * route's limits, its files on disk (AppLoadContext.form, server/pages.ts); only where no server
 * read it (a test calling the action) the request's own.
 */
import type { AppLoadContext } from 'react-router';

export async function actionForm(request: Request, context: AppLoadContext): Promise<FormData> {
  return context.form ?? request.formData();
}
