/**
 * Adding, editing and deleting projects: the calls, their SPEC.md section 8 toasts, and a reload
 * of the projects afterwards. Each resolves with what the screen needs to close its dialog or
 * keep it open.
 */
import { PROJECT_MESSAGES, projectPayload, type ProjectForm } from '@plotline/domain';
import type {
  ProjectDeleteOutcome,
  ProjectListItem,
  ProjectSaveOutcome,
} from '@plotline/ui/screens';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { useReload } from '../../data/cache';
import { useApi, useToasts } from '../../services';

export function useProjectChanges() {
  const api = useApi();
  const toasts = useToasts();
  const reload = useReload();

  const saveProject = async (
    form: ProjectForm,
    project: ProjectListItem | null,
  ): Promise<ProjectSaveOutcome> => {
    const body = projectPayload(form);
    try {
      await dataOf(
        project
          ? api.PUT('/projects/{id}', { params: { path: { id: project.id } }, body })
          : api.POST('/projects', { body }),
      );
    } catch (failure) {
      toasts.error(
        ...failureToast(
          failure,
          project ? PROJECT_MESSAGES.updateFailed : PROJECT_MESSAGES.createFailed,
        ),
      );
      const fieldErrors = failure instanceof ApiCallError ? failure.fieldErrors : {};
      return { ok: false, fieldErrors };
    }
    toasts.success(project ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.created);
    // The list and any open details reload; the modal closes on the reloaded list.
    await reload('projects');
    return { ok: true };
  };

  const deleteProject = async (project: ProjectListItem): Promise<ProjectDeleteOutcome> => {
    try {
      await dataOf(api.DELETE('/projects/{id}', { params: { path: { id: project.id } } }));
    } catch (failure) {
      toasts.error(...failureToast(failure, PROJECT_MESSAGES.deleteFailed));
      return { ok: false };
    }
    toasts.success(PROJECT_MESSAGES.deleted);
    await reload('projects');
    return { ok: true };
  };

  return { saveProject, deleteProject };
}
