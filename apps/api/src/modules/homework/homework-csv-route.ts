import { groupParams } from '@koran-kids/input/forms/routes';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { asText, sendCsv } from '../../csv-answer.ts';
import { routeGuard } from '../../route-guard.ts';
import { groupHomework } from './teacher-homework.service.ts';

const homeworkCsv = routeGuard({
  scope: { teacherOfGroup: ({ params }) => params.courseGroupId },
  params: groupParams,
});

/**
 * `/staff/groups/{courseGroupId}/homework.csv`: the group's homework page as a spreadsheet, a row per homework and
 * child, for the group's teacher and administrators.
 */
export function registerHomeworkCsvRoute(app: FastifyInstance, services: AppServices) {
  app.get('/staff/groups/:courseGroupId/homework.csv', homeworkCsv.options, async (request, reply) => {
    const groupId = Number(homeworkCsv.passed(request).params.courseGroupId);
    const { assignments } = await groupHomework(services.db, groupId);
    return sendCsv(reply, {
      filename: `koran-kids-homework-group-${groupId}.csv`,
      columns: [
        'due_on',
        'lesson',
        'lesson_name',
        'task',
        'child',
        'username',
        'handed_in',
        'handed_in_at',
        'late',
        'stars',
        'note',
      ],
      rows: [
        assignments.flatMap((assignment) =>
          assignment.children.map((child) => [
            assignment.dueOn,
            assignment.lessonNumber,
            assignment.lessonName.nl,
            assignment.task,
            asText(child.name),
            asText(child.username),
            child.handInKind ?? '',
            child.handedInAt?.toISOString() ?? '',
            child.isLate ? 'yes' : 'no',
            child.stars,
            asText(child.teacherNote ?? ''),
          ]),
        ),
      ],
    });
  });
}
