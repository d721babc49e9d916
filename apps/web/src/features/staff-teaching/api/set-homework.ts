import { graphql } from '../../../gql/gql.ts';
import type { HomeworkTask } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const setHomework = graphql(`
  mutation setHomework(
    $courseGroupId: ID!
    $lessonId: ID!
    $task: HomeworkTask!
    $dueOn: String!
    $noteNl: String!
    $noteEn: String!
    $userChildId: ID
  ) {
    setHomework(
      courseGroupId: $courseGroupId
      lessonId: $lessonId
      task: $task
      dueOn: $dueOn
      noteNl: $noteNl
      noteEn: $noteEn
      userChildId: $userChildId
    )
  }
`);

export type NewHomework = {
  courseGroupId: string;
  lessonId: string;
  task: HomeworkTask;
  dueOn: string;
  noteNl: string;
  noteEn: string;
  userChildId: string;
};

export const useSetHomework = () =>
  useStaffChange(({ userChildId, ...homework }: NewHomework) =>
    request(setHomework, { ...homework, userChildId: userChildId || null }),
  );
