import type { Bilingual } from '@koran-kids/db/schema';
import { subscriptionOf } from '../../context.ts';
import { fail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { childScope, parentChildScope } from '../../schema/scopes.ts';
import {
  type Certificate,
  certificateOf,
  type FinalSteps,
  finalStepsOf,
  questionsForChild,
  questionsWithAnswers,
  saveAnswer,
  sendFinalMessage,
  setFinalTest,
  submitTest,
  takeBackFinalTest,
  unlockablesOf,
} from './final-steps.service.ts';

const FinalStepsRef = builder.objectRef<FinalSteps>('FinalSteps').implement({
  description: 'Where a child stands in the final steps: test, final message, certificate.',
  fields: (t) => ({
    testSetAt: t.field({ type: 'DateTime', nullable: true, resolve: (steps) => steps.testSetAt }),
    testSubmittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (steps) => steps.testSubmittedAt }),
    certificateAt: t.field({ type: 'DateTime', nullable: true, resolve: (steps) => steps.certificateAt }),
    lessonsFinished: t.exposeInt('lessonsFinished'),
    lessonCount: t.exposeInt('lessonCount', { description: "The lessons of the child's course." }),
    questionCount: t.exposeInt('questionCount'),
    answeredCount: t.exposeInt('answeredCount'),
    finalMessage: t.exposeString('finalMessage', { nullable: true }),
    finalMessageSentAt: t.field({ type: 'DateTime', nullable: true, resolve: (steps) => steps.finalMessageSentAt }),
  }),
});

const UnlockableRef = builder.objectRef<{ type: string; createdAt: Date }>('UserChildUnlockable').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: 'FINAL_TEST, FINAL_MESSAGE or CERTIFICATE' }),
    createdAt: t.field({ type: 'DateTime', resolve: (step) => step.createdAt }),
  }),
});

type ChildQuestion = { id: number; sequence: number; question: Bilingual; result: string | null };
const FinalTestQuestionRef = builder.objectRef<ChildQuestion>('FinalTestQuestion').implement({
  description: 'A final-test question as the child sees it: never with the expected answer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sequence: t.exposeInt('sequence'),
    question: t.field({ type: LocalizedText, resolve: (item) => item.question }),
    result: t.exposeString('result', { nullable: true, description: "The child's own answer so far." }),
  }),
});

type AnsweredQuestion = ChildQuestion & { answer: Bilingual };
const FinalTestQuestionWithAnswerRef = builder.objectRef<AnsweredQuestion>('FinalTestQuestionWithAnswer').implement({
  description: "For the parent area only: the question, the expected answer and the child's answer.",
  fields: (t) => ({
    id: t.exposeID('id'),
    sequence: t.exposeInt('sequence'),
    question: t.field({ type: LocalizedText, resolve: (item) => item.question }),
    answer: t.field({ type: LocalizedText, resolve: (item) => item.answer }),
    result: t.exposeString('result', { nullable: true }),
  }),
});

const FinalTestResultRef = builder
  .objectRef<{ id: string; questionId: number; result: string }>('FinalTestResult')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      questionId: t.exposeID('questionId'),
      result: t.exposeString('result'),
    }),
  });

const CertificateRef = builder.objectRef<Certificate>('Certificate').implement({
  fields: (t) => ({
    childName: t.exposeString('childName'),
    courseName: t.field({ type: LocalizedText, resolve: (certificate) => certificate.courseName }),
    completedAt: t.field({ type: 'DateTime', resolve: (certificate) => certificate.completedAt }),
    stars: t.exposeInt('stars'),
    lessonsFinished: t.exposeInt('lessonsFinished'),
    lessonCount: t.exposeInt('lessonCount'),
    pdfUrl: t.string({ resolve: (certificate) => `/certificates/${certificate.childId}.pdf` }),
  }),
});

builder.queryFields((t) => ({
  finalSteps: t.field({
    type: FinalStepsRef,
    description: 'Where the child stands in the final steps; the start page leads to the next one.',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, { userChildId }, context) =>
      finalStepsOf(context.db, String(userChildId), (await subscriptionOf(context)).courseId),
  }),
  finalTestQuestions: t.field({
    type: [FinalTestQuestionRef],
    description: 'The final test in sequence order, once the parent set it (getFinalTestQuestions).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, { userChildId }, context) =>
      questionsForChild(context.db, String(userChildId), (await subscriptionOf(context)).courseId),
  }),
  certificate: t.field({
    type: CertificateRef,
    description: 'The certificate, once the final message is sent.',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, { userChildId }, context) => certificateOf(context.db, String(userChildId)),
  }),
  userChildrenUnlockables: t.field({
    type: [UnlockableRef],
    description: 'The final steps opened for a child (parent area; getUserChildrenUnlockables).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: (_, { userChildId }, context) => unlockablesOf(context.db, String(userChildId)),
  }),
  finalTestQuestionsWithAnswers: t.field({
    type: [FinalTestQuestionWithAnswerRef],
    description: "Each question with the expected answer and the child's (parent area only).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: async (_, { userChildId }, context) =>
      questionsWithAnswers(context.db, String(userChildId), (await subscriptionOf(context)).courseId),
  }),
}));

builder.mutationFields((t) => ({
  upsertFinalTestResult: t.field({
    type: FinalTestResultRef,
    description: "Saves the child's answer to one question; changeable until the test is submitted.",
    args: {
      userChildId: t.arg.id({ required: true }),
      questionId: t.arg.id({ required: true }),
      result: t.arg.string({ required: true }),
    },
    authScopes: childScope,
    resolve: async (_, args, context) =>
      saveAnswer(
        context.db,
        String(args.userChildId),
        (await subscriptionOf(context)).courseId,
        parseId.question(args.questionId),
        args.result,
      ),
  }),
  submitFinalTest: t.field({
    type: FinalStepsRef,
    description: 'Hands the test in when every question is answered; opens the final message.',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, { userChildId }, context) =>
      submitTest(context.db, String(userChildId), (await subscriptionOf(context)).courseId),
  }),
  sendFinalMessage: t.field({
    type: FinalStepsRef,
    description: 'The final message to the teacher; final once sent, and it opens the certificate.',
    args: { userChildId: t.arg.id({ required: true }), finalMessage: t.arg.string({ required: true }) },
    authScopes: childScope,
    resolve: async (_, args, context) =>
      sendFinalMessage(
        context.db,
        String(args.userChildId),
        (await subscriptionOf(context)).courseId,
        args.finalMessage,
      ),
  }),
  insertUserChildrenUnlockable: t.field({
    type: [UnlockableRef],
    description:
      "The parent sets the final test for a child (type FINAL_TEST). Before the last lesson is finished it needs `beforeLastLesson: true`, the parent's confirmation (else FINAL_TEST_EARLY).",
    args: {
      userChildId: t.arg.id({ required: true }),
      type: t.arg.string({ required: true }),
      beforeLastLesson: t.arg.boolean({ defaultValue: false }),
    },
    authScopes: parentChildScope,
    resolve: async (_, { userChildId, type, beforeLastLesson }, context) => {
      if (type !== 'FINAL_TEST')
        fail('BAD_INPUT', 'a parent sets only the final test', { problems: { type: 'unknown' } });
      await setFinalTest(context.db, String(userChildId), { beforeLastLesson: beforeLastLesson === true });
      return unlockablesOf(context.db, String(userChildId));
    },
  }),
  deleteUserChildrenUnlockable: t.field({
    type: [UnlockableRef],
    description: 'The parent takes the final test back, while the child has not handed it in.',
    args: { userChildId: t.arg.id({ required: true }), type: t.arg.string({ required: true }) },
    authScopes: parentChildScope,
    resolve: async (_, { userChildId, type }, context) => {
      if (type !== 'FINAL_TEST')
        fail('BAD_INPUT', 'a parent takes back only the final test', { problems: { type: 'unknown' } });
      await takeBackFinalTest(context.db, String(userChildId));
      return unlockablesOf(context.db, String(userChildId));
    },
  }),
}));
