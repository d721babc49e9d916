/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContactInformationInput = {
  address: string;
  city: string;
  phone: string;
  postcode: string;
};

export type CreateUserChildInput = {
  avatar: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** boy or girl */
  gender: string;
  name: string;
  subscriptionId: string | number;
  username: string;
};

export type FavouritesInput = {
  dreamJob?: string | null | undefined;
  favoriteLesson?: string | null | undefined;
  favoriteSoerah?: string | null | undefined;
  favouriteAnimal?: string | null | undefined;
  favouriteBook?: string | null | undefined;
  favouriteColor?: string | null | undefined;
  favouriteFilm?: string | null | undefined;
  favouriteFood?: string | null | undefined;
  favouriteSchoolSubject?: string | null | undefined;
  favouriteSport?: string | null | undefined;
  hero?: string | null | undefined;
  hobbies?: string | null | undefined;
  learnedAchievements?: string | null | undefined;
  thankfullFor?: string | null | undefined;
  wish?: string | null | undefined;
};

/** What a parent may change of a profile; the username never changes. */
export type ParentChildInput = {
  avatar: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  gender: string;
  name: string;
  openProfile: boolean;
};

export type ParentFavouritesInput = {
  dreamJob?: string | null | undefined;
  favoriteLesson?: string | null | undefined;
  favoriteSoerah?: string | null | undefined;
  favouriteAnimal?: string | null | undefined;
  favouriteBook?: string | null | undefined;
  favouriteColor?: string | null | undefined;
  favouriteFilm?: string | null | undefined;
  favouriteFood?: string | null | undefined;
  favouriteSchoolSubject?: string | null | undefined;
  favouriteSport?: string | null | undefined;
  hero?: string | null | undefined;
  hobbies?: string | null | undefined;
  learnedAchievements?: string | null | undefined;
  thankfullFor?: string | null | undefined;
  wish?: string | null | undefined;
};

/** What the child may change of itself: the name (callsign). The username never changes. */
export type UserChildSetInput = {
  name: string;
};

export type UpsertFinalTestResultMutationVariables = Exact<{
  userChildId: string | number;
  questionId: string | number;
  result: string;
}>;


export type UpsertFinalTestResultMutation = { upsertFinalTestResult: { id: string, questionId: string, result: string } };

export type SubmitFinalTestMutationVariables = Exact<{
  userChildId: string | number;
}>;


export type SubmitFinalTestMutation = { submitFinalTest: { testSubmittedAt: string | null } };

export type SendFinalMessageMutationVariables = Exact<{
  userChildId: string | number;
  finalMessage: string;
}>;


export type SendFinalMessageMutation = { sendFinalMessage: { finalMessage: string | null, certificateAt: string | null } };

export type GetCertificateQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetCertificateQuery = { certificate: { childName: string, completedAt: string, stars: number, pdfUrl: string, courseName: { nl: string, en: string } } };

export type GetFinalStepsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetFinalStepsQuery = { finalSteps: { testSetAt: string | null, testSubmittedAt: string | null, certificateAt: string | null, questionCount: number, answeredCount: number, finalMessage: string | null, finalMessageSentAt: string | null } };

export type GetFinalTestQuestionsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetFinalTestQuestionsQuery = { finalTestQuestions: Array<{ id: string, sequence: number, result: string | null, question: { nl: string, en: string } }> };

export type GetFinalTestQuestionsWithAnswersQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetFinalTestQuestionsWithAnswersQuery = { finalTestQuestionsWithAnswers: Array<{ id: string, sequence: number, result: string | null, question: { nl: string, en: string }, answer: { nl: string, en: string } }>, userChildrenUnlockables: Array<{ type: string, createdAt: string }>, finalSteps: { finalMessage: string | null, finalMessageSentAt: string | null } };

export type InsertUserChildrenUnlockableMutationVariables = Exact<{
  userChildId: string | number;
  type: string;
}>;


export type InsertUserChildrenUnlockableMutation = { insertUserChildrenUnlockable: Array<{ type: string, createdAt: string }> };

export type DeleteUserChildrenUnlockableMutationVariables = Exact<{
  userChildId: string | number;
  type: string;
}>;


export type DeleteUserChildrenUnlockableMutation = { deleteUserChildrenUnlockable: Array<{ type: string, createdAt: string }> };

export type InsertFriendRequestMutationVariables = Exact<{
  userChildId: string | number;
  receiverId: string | number;
}>;


export type InsertFriendRequestMutation = { insertFriendRequest: { id: string, accepted: boolean | null } };

export type ApproveFriendRequestMutationVariables = Exact<{
  userChildId: string | number;
  friendRequestId: string | number;
}>;


export type ApproveFriendRequestMutation = { approveFriendRequest: { id: string, accepted: boolean | null } };

export type DeleteFriendRequestMutationVariables = Exact<{
  userChildId: string | number;
  requestId: string | number;
}>;


export type DeleteFriendRequestMutation = { deleteFriendRequest: { id: string, accepted: boolean | null } };

export type GetFriendRequestQueryVariables = Exact<{
  userChildId: string | number;
  id: string | number;
}>;


export type GetFriendRequestQuery = { friendRequest: { id: string, accepted: boolean, isSent: boolean, stars: number, joiningDate: string, lessonLevel: number | null, friend: { id: string, name: string, username: string, avatar: string }, favourites: { favouriteBook: string | null, favouriteFilm: string | null, favouriteAnimal: string | null, favouriteColor: string | null, favouriteSport: string | null, hero: string | null, hobbies: string | null, favouriteFood: string | null, dreamJob: string | null, wish: string | null, thankfullFor: string | null, favoriteLesson: string | null, favouriteSchoolSubject: string | null, learnedAchievements: string | null, favoriteSoerah: string | null, aboutMe: string | null } | null } };

export type GetFriendRequestsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetFriendRequestsQuery = { friendRequests: { sent: Array<{ id: string, createdAt: string, friend: { id: string, name: string, username: string, avatar: string } }>, received: Array<{ id: string, createdAt: string, friend: { id: string, name: string, username: string, avatar: string } }>, friends: Array<{ id: string, createdAt: string, friend: { id: string, name: string, username: string, avatar: string } }> } };

export type GetFriendsQueryVariables = Exact<{
  userChildId: string | number;
  text: string;
}>;


export type GetFriendsQuery = { friendSearch: Array<{ id: string, name: string, username: string, avatar: string }> };

export type AddAccomplishedAchievementMutationVariables = Exact<{
  userChildId: string | number;
  achievementIds: Array<string | number> | string | number;
}>;


export type AddAccomplishedAchievementMutation = { addAccomplishedAchievement: { affectedRows: number, lesson: { id: string, finished: boolean, percentage: number } } };

export type GetCourseIntroductionQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetCourseIntroductionQuery = { courseIntroduction: { vimeoUrl: string | null, title: { nl: string, en: string }, text: { nl: string, en: string } } | null };

export type GetLessonWithLockQueryVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type GetLessonWithLockQuery = { lesson: { id: string, lessonNumber: number, surahNumber: number | null, isLocked: boolean, lockReason: string | null, finished: boolean, percentage: number, name: { nl: string, en: string }, label: { nl: string, en: string } | null, achievements: Array<{ id: string, type: string, accomplishedAt: string | null }>, content: { vimeoUrl: string | null, videoUrl: string | null, text: { nl: string, en: string } | null, verses: Array<{ id: string, ayahNumber: number, verse: string, pronunciation: string, audioUrl: string | null, translation: { nl: string | null, en: string } }>, words: Array<{ id: string, word: string, meaning: { nl: string, en: string } }>, quiz: Array<{ answer: number, question: { nl: string, en: string }, options: Array<{ nl: string, en: string }> }> } | null } };

export type GetUserChildDataQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetUserChildDataQuery = { childLessons: { stars: number, starTarget: number, lessons: Array<{ id: string, sequence: number, lessonNumber: number, surahNumber: number | null, isLocked: boolean, lockReason: string | null, isNew: boolean, isNext: boolean, percentage: number, finished: boolean, name: { nl: string, en: string }, label: { nl: string, en: string } | null, description: { nl: string, en: string } | null, achievements: Array<{ id: string, type: string, accomplishedAt: string | null }> }> } };

export type UnlockLessonWithPincodeMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
  pincode: number;
}>;


export type UnlockLessonWithPincodeMutation = { unlockLessonWithPincode: { pincode: { isCorrect: boolean, attemptsLeft: number, lockedUntil: string | null }, lesson: { id: string, isLocked: boolean } } };

export type UpdateLessonProgressionMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
  timeProgress: number;
}>;


export type UpdateLessonProgressionMutation = { updateLessonProgression: { percentage: number, timeProgress: number, finished: boolean } };

export type UpdateViewCountMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type UpdateViewCountMutation = { updateViewCount: { affectedRows: number, viewCount: number } };

export type GetDictionaryWordsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetDictionaryWordsQuery = { dictionaryWords: Array<{ id: string, character: string, word: string, characterName: { nl: string, en: string }, meaning: { nl: string, en: string } }> };

export type GetTotalFactsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetTotalFactsQuery = { totalFacts: number };

export type GetFactOfTheWeekQueryVariables = Exact<{
  userChildId: string | number;
  sequence: number;
}>;


export type GetFactOfTheWeekQuery = { factOfTheWeek: { id: string, message: { nl: string, en: string } } | null };

export type GetLibraryDownloadsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetLibraryDownloadsQuery = { libraryDownloads: Array<{ id: string, createdAt: string, title: { nl: string, en: string }, files: Array<{ language: string, filename: string, fileType: string, sizeBytes: number, url: string }> }> };

export type GetMediaQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetMediaQuery = { media: Array<{ id: string, kind: string, number: number, vimeoUrl: string | null, videoUrl: string | null, title: { nl: string, en: string } }> };

export type GetNotificationsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetNotificationsQuery = { announcements: Array<{ id: string, createdAt: string, title: { nl: string, en: string }, description: { nl: string, en: string } }> };

export type GetPersonalDevelopmentsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetPersonalDevelopmentsQuery = { personalDevelopments: Array<{ id: string, chapter: number, image: string | null, vimeoUrl: string | null, title: { nl: string, en: string }, subtitle: { nl: string, en: string } | null, text: { nl: string, en: string } | null, attachment: { id: string, title: { nl: string, en: string }, files: Array<{ language: string, filename: string, fileType: string, sizeBytes: number, url: string }> } | null }> };

export type GetRecitationsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetRecitationsQuery = { recitations: Array<{ id: string, surahNumber: number | null, image: string | null, vimeoUrl: string | null, title: { nl: string, en: string }, verses: Array<{ ayahNumber: number, verse: string, pronunciation: string, audioUrl: string | null }> }> };

export type GetMessageQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetMessageQuery = { messages: Array<{ id: string, from: string, title: string, message: string, opened: boolean, createdAt: string, lessonNumber: number | null, lessonName: { nl: string, en: string } | null }> };

export type GetUnreadMessageCountQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetUnreadMessageCountQuery = { unreadMessageCount: number };

export type MarkMessageAsReadMutationVariables = Exact<{
  userChildId: string | number;
  messageId: string | number;
}>;


export type MarkMessageAsReadMutation = { markMessageAsRead: { id: string, opened: boolean } };

export type MarkLessonMessageAsReadMutationVariables = Exact<{
  userChildId: string | number;
  messageId: string | number;
}>;


export type MarkLessonMessageAsReadMutation = { markLessonMessageAsRead: { id: string, opened: boolean } };

export type UpsertUsersChildDetailsMutationVariables = Exact<{
  userChildId: string | number;
  aboutMe: string;
}>;


export type UpsertUsersChildDetailsMutation = { upsertUsersChildDetails: { aboutMe: string | null, aboutMeSentAt: string | null } };

export type UpdateChildDetailsMutationVariables = Exact<{
  userChildId: string | number;
  input: ParentChildInput;
  details: ParentFavouritesInput;
}>;


export type UpdateChildDetailsMutation = { updateChildDetails: boolean };

export type DeleteUserChildMutationVariables = Exact<{
  userChildId: string | number;
  username: string;
}>;


export type DeleteUserChildMutation = { deleteUserChild: string };

export type UnlockLessonMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type UnlockLessonMutation = { unlockLesson: { id: string } };

export type LockLessonMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type LockLessonMutation = { lockLesson: boolean };

export type InsertMessageMutationVariables = Exact<{
  userChildId: string | number;
  title: string;
  message: string;
}>;


export type InsertMessageMutation = { insertMessage: { id: string } };

export type GetContactInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetContactInformationQuery = { contactInformation: { address: string, postcode: string, city: string, phone: string } | null };

export type UpdateContactInformationMutationVariables = Exact<{
  input: ContactInformationInput;
}>;


export type UpdateContactInformationMutation = { updateContactInformation: { address: string, postcode: string, city: string, phone: string } | null };

export type GetChildDetailsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetChildDetailsQuery = { childProfile: { aboutMeSentAt: string | null, child: { id: string, name: string, username: string, avatar: string, gender: string, dateOfBirth: string, openProfile: boolean }, favourites: { favouriteBook: string | null, favouriteFilm: string | null, favouriteAnimal: string | null, favouriteColor: string | null, favouriteSport: string | null, hero: string | null, hobbies: string | null, favouriteFood: string | null, dreamJob: string | null, wish: string | null, thankfullFor: string | null, favoriteLesson: string | null, favouriteSchoolSubject: string | null, learnedAchievements: string | null, favoriteSoerah: string | null, aboutMe: string | null } } };

export type GetChildProgressionQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetChildProgressionQuery = { childProgression: { lessons: Array<{ lessonId: string, lessonNumber: number, percentage: number, timeProgress: number, viewCount: number, finished: boolean, finishedAt: string | null, tasks: number, tasksDone: number, name: { nl: string, en: string } }>, weeks: Array<{ week: string, tasks: number }> } };

export type GetFamilyOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFamilyOverviewQuery = { familyOverview: Array<{ id: string, name: string, username: string, avatar: string, stars: number, lessonNumber: number | null, lastActivityAt: string | null, lessonName: { nl: string, en: string } | null }>, availability: { maxProfiles: number, profileCount: number, canAddProfile: boolean } | null, subscription: { id: string } | null };

export type GetParentLessonsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetParentLessonsQuery = { parentLessons: Array<{ id: string, lessonNumber: number, surahNumber: number | null, name: { nl: string, en: string }, label: { nl: string, en: string } | null, description: { nl: string, en: string } | null, tips: { nl: string, en: string } | null }> };

export type GetUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserQuery = { viewer: { id: string, firstName: string | null, lastName: string | null, email: string | null, relationToKid: string | null, hasPincode: boolean, parentAreaOpenUntil: string | null } };

export type GetReviewQueryVariables = Exact<{ [key: string]: never; }>;


export type GetReviewQuery = { review: { rating: number, comment: string | null, updatedAt: string } | null };

export type UpsertReviewMutationVariables = Exact<{
  rating: number;
  comment?: string | null | undefined;
}>;


export type UpsertReviewMutation = { upsertReview: { rating: number, comment: string | null, updatedAt: string } | null };

export type UpdateRelationToKidMutationVariables = Exact<{
  relationToKid: string;
}>;


export type UpdateRelationToKidMutation = { updateRelationToKid: { id: string, relationToKid: string | null } };

export type UpdateUnlockKeyMutationVariables = Exact<{
  currentSecretKey?: number | null | undefined;
  newSecretKey: number;
}>;


export type UpdateUnlockKeyMutation = { updateUnlockKey: { isCorrect: boolean, attemptsLeft: number, lockedUntil: string | null, parentAreaOpenUntil: string | null } };

export type ValidatePincodeMutationVariables = Exact<{
  pincode: number;
}>;


export type ValidatePincodeMutation = { validatePincode: { isCorrect: boolean, attemptsLeft: number, lockedUntil: string | null, parentAreaOpenUntil: string | null } };

export type CreateUserChildMutationVariables = Exact<{
  input: CreateUserChildInput;
}>;


export type CreateUserChildMutation = { createUserChild: { id: string, username: string, name: string, avatar: string, stars: number } };

export type GetAvatarQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetAvatarQuery = { child: { id: string, avatar: string, username: string, name: string, stars: number } };

export type GetUserChildProfileQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetUserChildProfileQuery = { childProfile: { aboutMeSentAt: string | null, child: { id: string, name: string, username: string, avatar: string, stars: number, createdAt: string }, favourites: { favouriteBook: string | null, favouriteFilm: string | null, favouriteAnimal: string | null, favouriteColor: string | null, favouriteSport: string | null, hero: string | null, hobbies: string | null, favouriteFood: string | null, dreamJob: string | null, wish: string | null, thankfullFor: string | null, favoriteLesson: string | null, favouriteSchoolSubject: string | null, learnedAchievements: string | null, favoriteSoerah: string | null, aboutMe: string | null } } };

export type UpdateUserChildMutationVariables = Exact<{
  userChildId: string | number;
  child: UserChildSetInput;
  details: FavouritesInput;
}>;


export type UpdateUserChildMutation = { updateUserChild: { child: { id: string, name: string } } };

export type GetAvailabilityQueryVariables = Exact<{
  showRawPayload?: boolean | null | undefined;
}>;


export type GetAvailabilityQuery = { availability: { courseId: string, startsOn: string, endsOn: string, isActive: boolean, maxProfiles: number, profileCount: number, canAddProfile: boolean, rawPayload: unknown } | null };

export type GetSubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionQuery = { subscription: { id: string, startsOn: string, endsOn: string, isActive: boolean, maxProfiles: number, course: { id: string, name: { nl: string, en: string } }, children: Array<{ id: string, username: string, name: string, avatar: string, stars: number }> } | null, settings: { instituteName: string, teacherName: string, shopUrl: string, shopRenewUrl: string, termsUrl: string, privacyUrl: string, faqUrl: string, contactUrl: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const UpsertFinalTestResultDocument = new TypedDocumentString(`
    mutation upsertFinalTestResult($userChildId: ID!, $questionId: ID!, $result: String!) {
  upsertFinalTestResult(
    userChildId: $userChildId
    questionId: $questionId
    result: $result
  ) {
    id
    questionId
    result
  }
}
    `) as unknown as TypedDocumentString<UpsertFinalTestResultMutation, UpsertFinalTestResultMutationVariables>;
export const SubmitFinalTestDocument = new TypedDocumentString(`
    mutation submitFinalTest($userChildId: ID!) {
  submitFinalTest(userChildId: $userChildId) {
    testSubmittedAt
  }
}
    `) as unknown as TypedDocumentString<SubmitFinalTestMutation, SubmitFinalTestMutationVariables>;
export const SendFinalMessageDocument = new TypedDocumentString(`
    mutation sendFinalMessage($userChildId: ID!, $finalMessage: String!) {
  sendFinalMessage(userChildId: $userChildId, finalMessage: $finalMessage) {
    finalMessage
    certificateAt
  }
}
    `) as unknown as TypedDocumentString<SendFinalMessageMutation, SendFinalMessageMutationVariables>;
export const GetCertificateDocument = new TypedDocumentString(`
    query getCertificate($userChildId: ID!) {
  certificate(userChildId: $userChildId) {
    childName
    completedAt
    stars
    pdfUrl
    courseName {
      nl
      en
    }
  }
}
    `) as unknown as TypedDocumentString<GetCertificateQuery, GetCertificateQueryVariables>;
export const GetFinalStepsDocument = new TypedDocumentString(`
    query getFinalSteps($userChildId: ID!) {
  finalSteps(userChildId: $userChildId) {
    testSetAt
    testSubmittedAt
    certificateAt
    questionCount
    answeredCount
    finalMessage
    finalMessageSentAt
  }
}
    `) as unknown as TypedDocumentString<GetFinalStepsQuery, GetFinalStepsQueryVariables>;
export const GetFinalTestQuestionsDocument = new TypedDocumentString(`
    query getFinalTestQuestions($userChildId: ID!) {
  finalTestQuestions(userChildId: $userChildId) {
    id
    sequence
    result
    question {
      nl
      en
    }
  }
}
    `) as unknown as TypedDocumentString<GetFinalTestQuestionsQuery, GetFinalTestQuestionsQueryVariables>;
export const GetFinalTestQuestionsWithAnswersDocument = new TypedDocumentString(`
    query getFinalTestQuestionsWithAnswers($userChildId: ID!) {
  finalTestQuestionsWithAnswers(userChildId: $userChildId) {
    id
    sequence
    result
    question {
      nl
      en
    }
    answer {
      nl
      en
    }
  }
  userChildrenUnlockables(userChildId: $userChildId) {
    type
    createdAt
  }
  finalSteps(userChildId: $userChildId) {
    finalMessage
    finalMessageSentAt
  }
}
    `) as unknown as TypedDocumentString<GetFinalTestQuestionsWithAnswersQuery, GetFinalTestQuestionsWithAnswersQueryVariables>;
export const InsertUserChildrenUnlockableDocument = new TypedDocumentString(`
    mutation insertUserChildrenUnlockable($userChildId: ID!, $type: String!) {
  insertUserChildrenUnlockable(userChildId: $userChildId, type: $type) {
    type
    createdAt
  }
}
    `) as unknown as TypedDocumentString<InsertUserChildrenUnlockableMutation, InsertUserChildrenUnlockableMutationVariables>;
export const DeleteUserChildrenUnlockableDocument = new TypedDocumentString(`
    mutation deleteUserChildrenUnlockable($userChildId: ID!, $type: String!) {
  deleteUserChildrenUnlockable(userChildId: $userChildId, type: $type) {
    type
    createdAt
  }
}
    `) as unknown as TypedDocumentString<DeleteUserChildrenUnlockableMutation, DeleteUserChildrenUnlockableMutationVariables>;
export const InsertFriendRequestDocument = new TypedDocumentString(`
    mutation insertFriendRequest($userChildId: ID!, $receiverId: ID!) {
  insertFriendRequest(userChildId: $userChildId, receiverId: $receiverId) {
    id
    accepted
  }
}
    `) as unknown as TypedDocumentString<InsertFriendRequestMutation, InsertFriendRequestMutationVariables>;
export const ApproveFriendRequestDocument = new TypedDocumentString(`
    mutation approveFriendRequest($userChildId: ID!, $friendRequestId: ID!) {
  approveFriendRequest(
    userChildId: $userChildId
    friendRequestId: $friendRequestId
  ) {
    id
    accepted
  }
}
    `) as unknown as TypedDocumentString<ApproveFriendRequestMutation, ApproveFriendRequestMutationVariables>;
export const DeleteFriendRequestDocument = new TypedDocumentString(`
    mutation deleteFriendRequest($userChildId: ID!, $requestId: ID!) {
  deleteFriendRequest(userChildId: $userChildId, requestId: $requestId) {
    id
    accepted
  }
}
    `) as unknown as TypedDocumentString<DeleteFriendRequestMutation, DeleteFriendRequestMutationVariables>;
export const GetFriendRequestDocument = new TypedDocumentString(`
    query getFriendRequest($userChildId: ID!, $id: ID!) {
  friendRequest(userChildId: $userChildId, id: $id) {
    id
    accepted
    isSent
    stars
    joiningDate
    lessonLevel
    friend {
      id
      name
      username
      avatar
    }
    favourites {
      favouriteBook
      favouriteFilm
      favouriteAnimal
      favouriteColor
      favouriteSport
      hero
      hobbies
      favouriteFood
      dreamJob
      wish
      thankfullFor
      favoriteLesson
      favouriteSchoolSubject
      learnedAchievements
      favoriteSoerah
      aboutMe
    }
  }
}
    `) as unknown as TypedDocumentString<GetFriendRequestQuery, GetFriendRequestQueryVariables>;
export const GetFriendRequestsDocument = new TypedDocumentString(`
    query getFriendRequests($userChildId: ID!) {
  friendRequests(userChildId: $userChildId) {
    sent {
      id
      createdAt
      friend {
        id
        name
        username
        avatar
      }
    }
    received {
      id
      createdAt
      friend {
        id
        name
        username
        avatar
      }
    }
    friends {
      id
      createdAt
      friend {
        id
        name
        username
        avatar
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetFriendRequestsQuery, GetFriendRequestsQueryVariables>;
export const GetFriendsDocument = new TypedDocumentString(`
    query getFriends($userChildId: ID!, $text: String!) {
  friendSearch(userChildId: $userChildId, text: $text) {
    id
    name
    username
    avatar
  }
}
    `) as unknown as TypedDocumentString<GetFriendsQuery, GetFriendsQueryVariables>;
export const AddAccomplishedAchievementDocument = new TypedDocumentString(`
    mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {
  addAccomplishedAchievement(
    userChildId: $userChildId
    achievementIds: $achievementIds
  ) {
    affectedRows
    lesson {
      id
      finished
      percentage
    }
  }
}
    `) as unknown as TypedDocumentString<AddAccomplishedAchievementMutation, AddAccomplishedAchievementMutationVariables>;
export const GetCourseIntroductionDocument = new TypedDocumentString(`
    query getCourseIntroduction($userChildId: ID!) {
  courseIntroduction(userChildId: $userChildId) {
    title {
      nl
      en
    }
    text {
      nl
      en
    }
    vimeoUrl
  }
}
    `) as unknown as TypedDocumentString<GetCourseIntroductionQuery, GetCourseIntroductionQueryVariables>;
export const GetLessonWithLockDocument = new TypedDocumentString(`
    query getLessonWithLock($userChildId: ID!, $lessonId: ID!) {
  lesson(userChildId: $userChildId, lessonId: $lessonId) {
    id
    lessonNumber
    surahNumber
    isLocked
    lockReason
    finished
    percentage
    name {
      nl
      en
    }
    label {
      nl
      en
    }
    achievements {
      id
      type
      accomplishedAt
    }
    content {
      text {
        nl
        en
      }
      vimeoUrl
      videoUrl
      verses {
        id
        ayahNumber
        verse
        pronunciation
        translation {
          nl
          en
        }
        audioUrl
      }
      words {
        id
        word
        meaning {
          nl
          en
        }
      }
      quiz {
        question {
          nl
          en
        }
        options {
          nl
          en
        }
        answer
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetLessonWithLockQuery, GetLessonWithLockQueryVariables>;
export const GetUserChildDataDocument = new TypedDocumentString(`
    query getUserChildData($userChildId: ID!) {
  childLessons(userChildId: $userChildId) {
    stars
    starTarget
    lessons {
      id
      sequence
      lessonNumber
      surahNumber
      isLocked
      lockReason
      isNew
      isNext
      percentage
      finished
      name {
        nl
        en
      }
      label {
        nl
        en
      }
      description {
        nl
        en
      }
      achievements {
        id
        type
        accomplishedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetUserChildDataQuery, GetUserChildDataQueryVariables>;
export const UnlockLessonWithPincodeDocument = new TypedDocumentString(`
    mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: Int!) {
  unlockLessonWithPincode(
    userChildId: $userChildId
    lessonId: $lessonId
    pincode: $pincode
  ) {
    pincode {
      isCorrect
      attemptsLeft
      lockedUntil
    }
    lesson {
      id
      isLocked
    }
  }
}
    `) as unknown as TypedDocumentString<UnlockLessonWithPincodeMutation, UnlockLessonWithPincodeMutationVariables>;
export const UpdateLessonProgressionDocument = new TypedDocumentString(`
    mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {
  updateLessonProgression(
    userChildId: $userChildId
    lessonId: $lessonId
    timeProgress: $timeProgress
  ) {
    percentage
    timeProgress
    finished
  }
}
    `) as unknown as TypedDocumentString<UpdateLessonProgressionMutation, UpdateLessonProgressionMutationVariables>;
export const UpdateViewCountDocument = new TypedDocumentString(`
    mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {
  updateViewCount(userChildId: $userChildId, lessonId: $lessonId) {
    affectedRows
    viewCount
  }
}
    `) as unknown as TypedDocumentString<UpdateViewCountMutation, UpdateViewCountMutationVariables>;
export const GetDictionaryWordsDocument = new TypedDocumentString(`
    query getDictionaryWords($userChildId: ID!) {
  dictionaryWords(userChildId: $userChildId) {
    id
    character
    word
    characterName {
      nl
      en
    }
    meaning {
      nl
      en
    }
  }
}
    `) as unknown as TypedDocumentString<GetDictionaryWordsQuery, GetDictionaryWordsQueryVariables>;
export const GetTotalFactsDocument = new TypedDocumentString(`
    query getTotalFacts($userChildId: ID!) {
  totalFacts(userChildId: $userChildId)
}
    `) as unknown as TypedDocumentString<GetTotalFactsQuery, GetTotalFactsQueryVariables>;
export const GetFactOfTheWeekDocument = new TypedDocumentString(`
    query getFactOfTheWeek($userChildId: ID!, $sequence: Int!) {
  factOfTheWeek(userChildId: $userChildId, sequence: $sequence) {
    id
    message {
      nl
      en
    }
  }
}
    `) as unknown as TypedDocumentString<GetFactOfTheWeekQuery, GetFactOfTheWeekQueryVariables>;
export const GetLibraryDownloadsDocument = new TypedDocumentString(`
    query getLibraryDownloads($userChildId: ID!) {
  libraryDownloads(userChildId: $userChildId) {
    id
    createdAt
    title {
      nl
      en
    }
    files {
      language
      filename
      fileType
      sizeBytes
      url
    }
  }
}
    `) as unknown as TypedDocumentString<GetLibraryDownloadsQuery, GetLibraryDownloadsQueryVariables>;
export const GetMediaDocument = new TypedDocumentString(`
    query getMedia($userChildId: ID!) {
  media(userChildId: $userChildId) {
    id
    kind
    number
    vimeoUrl
    videoUrl
    title {
      nl
      en
    }
  }
}
    `) as unknown as TypedDocumentString<GetMediaQuery, GetMediaQueryVariables>;
export const GetNotificationsDocument = new TypedDocumentString(`
    query getNotifications($userChildId: ID!) {
  announcements(userChildId: $userChildId, limit: 1) {
    id
    title {
      nl
      en
    }
    description {
      nl
      en
    }
    createdAt
  }
}
    `) as unknown as TypedDocumentString<GetNotificationsQuery, GetNotificationsQueryVariables>;
export const GetPersonalDevelopmentsDocument = new TypedDocumentString(`
    query getPersonalDevelopments($userChildId: ID!) {
  personalDevelopments(userChildId: $userChildId) {
    id
    chapter
    image
    vimeoUrl
    title {
      nl
      en
    }
    subtitle {
      nl
      en
    }
    text {
      nl
      en
    }
    attachment {
      id
      title {
        nl
        en
      }
      files {
        language
        filename
        fileType
        sizeBytes
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetPersonalDevelopmentsQuery, GetPersonalDevelopmentsQueryVariables>;
export const GetRecitationsDocument = new TypedDocumentString(`
    query getRecitations($userChildId: ID!) {
  recitations(userChildId: $userChildId) {
    id
    surahNumber
    image
    vimeoUrl
    title {
      nl
      en
    }
    verses {
      ayahNumber
      verse
      pronunciation
      audioUrl
    }
  }
}
    `) as unknown as TypedDocumentString<GetRecitationsQuery, GetRecitationsQueryVariables>;
export const GetMessageDocument = new TypedDocumentString(`
    query getMessage($userChildId: ID!) {
  messages(userChildId: $userChildId) {
    id
    from
    title
    message
    opened
    createdAt
    lessonNumber
    lessonName {
      nl
      en
    }
  }
}
    `) as unknown as TypedDocumentString<GetMessageQuery, GetMessageQueryVariables>;
export const GetUnreadMessageCountDocument = new TypedDocumentString(`
    query getUnreadMessageCount($userChildId: ID!) {
  unreadMessageCount(userChildId: $userChildId)
}
    `) as unknown as TypedDocumentString<GetUnreadMessageCountQuery, GetUnreadMessageCountQueryVariables>;
export const MarkMessageAsReadDocument = new TypedDocumentString(`
    mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {
  markMessageAsRead(userChildId: $userChildId, messageId: $messageId) {
    id
    opened
  }
}
    `) as unknown as TypedDocumentString<MarkMessageAsReadMutation, MarkMessageAsReadMutationVariables>;
export const MarkLessonMessageAsReadDocument = new TypedDocumentString(`
    mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {
  markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) {
    id
    opened
  }
}
    `) as unknown as TypedDocumentString<MarkLessonMessageAsReadMutation, MarkLessonMessageAsReadMutationVariables>;
export const UpsertUsersChildDetailsDocument = new TypedDocumentString(`
    mutation upsertUsersChildDetails($userChildId: ID!, $aboutMe: String!) {
  upsertUsersChildDetails(userChildId: $userChildId, aboutMe: $aboutMe) {
    aboutMe
    aboutMeSentAt
  }
}
    `) as unknown as TypedDocumentString<UpsertUsersChildDetailsMutation, UpsertUsersChildDetailsMutationVariables>;
export const UpdateChildDetailsDocument = new TypedDocumentString(`
    mutation updateChildDetails($userChildId: ID!, $input: ParentChildInput!, $details: ParentFavouritesInput!) {
  updateChildDetails(userChildId: $userChildId, input: $input, details: $details)
}
    `) as unknown as TypedDocumentString<UpdateChildDetailsMutation, UpdateChildDetailsMutationVariables>;
export const DeleteUserChildDocument = new TypedDocumentString(`
    mutation deleteUserChild($userChildId: ID!, $username: String!) {
  deleteUserChild(userChildId: $userChildId, username: $username)
}
    `) as unknown as TypedDocumentString<DeleteUserChildMutation, DeleteUserChildMutationVariables>;
export const UnlockLessonDocument = new TypedDocumentString(`
    mutation unlockLesson($userChildId: ID!, $lessonId: ID!) {
  unlockLesson(userChildId: $userChildId, lessonId: $lessonId) {
    id
  }
}
    `) as unknown as TypedDocumentString<UnlockLessonMutation, UnlockLessonMutationVariables>;
export const LockLessonDocument = new TypedDocumentString(`
    mutation lockLesson($userChildId: ID!, $lessonId: ID!) {
  lockLesson(userChildId: $userChildId, lessonId: $lessonId)
}
    `) as unknown as TypedDocumentString<LockLessonMutation, LockLessonMutationVariables>;
export const InsertMessageDocument = new TypedDocumentString(`
    mutation insertMessage($userChildId: ID!, $title: String!, $message: String!) {
  insertMessage(userChildId: $userChildId, title: $title, message: $message) {
    id
  }
}
    `) as unknown as TypedDocumentString<InsertMessageMutation, InsertMessageMutationVariables>;
export const GetContactInformationDocument = new TypedDocumentString(`
    query getContactInformation {
  contactInformation {
    address
    postcode
    city
    phone
  }
}
    `) as unknown as TypedDocumentString<GetContactInformationQuery, GetContactInformationQueryVariables>;
export const UpdateContactInformationDocument = new TypedDocumentString(`
    mutation updateContactInformation($input: ContactInformationInput!) {
  updateContactInformation(input: $input) {
    address
    postcode
    city
    phone
  }
}
    `) as unknown as TypedDocumentString<UpdateContactInformationMutation, UpdateContactInformationMutationVariables>;
export const GetChildDetailsDocument = new TypedDocumentString(`
    query getChildDetails($userChildId: ID!) {
  childProfile(userChildId: $userChildId) {
    child {
      id
      name
      username
      avatar
      gender
      dateOfBirth
      openProfile
    }
    favourites {
      favouriteBook
      favouriteFilm
      favouriteAnimal
      favouriteColor
      favouriteSport
      hero
      hobbies
      favouriteFood
      dreamJob
      wish
      thankfullFor
      favoriteLesson
      favouriteSchoolSubject
      learnedAchievements
      favoriteSoerah
      aboutMe
    }
    aboutMeSentAt
  }
}
    `) as unknown as TypedDocumentString<GetChildDetailsQuery, GetChildDetailsQueryVariables>;
export const GetChildProgressionDocument = new TypedDocumentString(`
    query getChildProgression($userChildId: ID!) {
  childProgression(userChildId: $userChildId) {
    lessons {
      lessonId
      lessonNumber
      percentage
      timeProgress
      viewCount
      finished
      finishedAt
      tasks
      tasksDone
      name {
        nl
        en
      }
    }
    weeks {
      week
      tasks
    }
  }
}
    `) as unknown as TypedDocumentString<GetChildProgressionQuery, GetChildProgressionQueryVariables>;
export const GetFamilyOverviewDocument = new TypedDocumentString(`
    query getFamilyOverview {
  familyOverview {
    id
    name
    username
    avatar
    stars
    lessonNumber
    lastActivityAt
    lessonName {
      nl
      en
    }
  }
  availability {
    maxProfiles
    profileCount
    canAddProfile
  }
  subscription {
    id
  }
}
    `) as unknown as TypedDocumentString<GetFamilyOverviewQuery, GetFamilyOverviewQueryVariables>;
export const GetParentLessonsDocument = new TypedDocumentString(`
    query getParentLessons {
  parentLessons {
    id
    lessonNumber
    surahNumber
    name {
      nl
      en
    }
    label {
      nl
      en
    }
    description {
      nl
      en
    }
    tips {
      nl
      en
    }
  }
}
    `) as unknown as TypedDocumentString<GetParentLessonsQuery, GetParentLessonsQueryVariables>;
export const GetUserDocument = new TypedDocumentString(`
    query getUser {
  viewer {
    id
    firstName
    lastName
    email
    relationToKid
    hasPincode
    parentAreaOpenUntil
  }
}
    `) as unknown as TypedDocumentString<GetUserQuery, GetUserQueryVariables>;
export const GetReviewDocument = new TypedDocumentString(`
    query getReview {
  review {
    rating
    comment
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<GetReviewQuery, GetReviewQueryVariables>;
export const UpsertReviewDocument = new TypedDocumentString(`
    mutation upsertReview($rating: Int!, $comment: String) {
  upsertReview(rating: $rating, comment: $comment) {
    rating
    comment
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<UpsertReviewMutation, UpsertReviewMutationVariables>;
export const UpdateRelationToKidDocument = new TypedDocumentString(`
    mutation updateRelationToKid($relationToKid: String!) {
  updateRelationToKid(relationToKid: $relationToKid) {
    id
    relationToKid
  }
}
    `) as unknown as TypedDocumentString<UpdateRelationToKidMutation, UpdateRelationToKidMutationVariables>;
export const UpdateUnlockKeyDocument = new TypedDocumentString(`
    mutation updateUnlockKey($currentSecretKey: Int, $newSecretKey: Int!) {
  updateUnlockKey(
    currentSecretKey: $currentSecretKey
    newSecretKey: $newSecretKey
  ) {
    isCorrect
    attemptsLeft
    lockedUntil
    parentAreaOpenUntil
  }
}
    `) as unknown as TypedDocumentString<UpdateUnlockKeyMutation, UpdateUnlockKeyMutationVariables>;
export const ValidatePincodeDocument = new TypedDocumentString(`
    mutation validatePincode($pincode: Int!) {
  validatePincode(pincode: $pincode) {
    isCorrect
    attemptsLeft
    lockedUntil
    parentAreaOpenUntil
  }
}
    `) as unknown as TypedDocumentString<ValidatePincodeMutation, ValidatePincodeMutationVariables>;
export const CreateUserChildDocument = new TypedDocumentString(`
    mutation createUserChild($input: CreateUserChildInput!) {
  createUserChild(input: $input) {
    id
    username
    name
    avatar
    stars
  }
}
    `) as unknown as TypedDocumentString<CreateUserChildMutation, CreateUserChildMutationVariables>;
export const GetAvatarDocument = new TypedDocumentString(`
    query getAvatar($userChildId: ID!) {
  child(userChildId: $userChildId) {
    id
    avatar
    username
    name
    stars
  }
}
    `) as unknown as TypedDocumentString<GetAvatarQuery, GetAvatarQueryVariables>;
export const GetUserChildProfileDocument = new TypedDocumentString(`
    query getUserChildProfile($userChildId: ID!) {
  childProfile(userChildId: $userChildId) {
    child {
      id
      name
      username
      avatar
      stars
      createdAt
    }
    favourites {
      favouriteBook
      favouriteFilm
      favouriteAnimal
      favouriteColor
      favouriteSport
      hero
      hobbies
      favouriteFood
      dreamJob
      wish
      thankfullFor
      favoriteLesson
      favouriteSchoolSubject
      learnedAchievements
      favoriteSoerah
      aboutMe
    }
    aboutMeSentAt
  }
}
    `) as unknown as TypedDocumentString<GetUserChildProfileQuery, GetUserChildProfileQueryVariables>;
export const UpdateUserChildDocument = new TypedDocumentString(`
    mutation updateUserChild($userChildId: ID!, $child: UserChildSetInput!, $details: FavouritesInput!) {
  updateUserChild(userChildId: $userChildId, child: $child, details: $details) {
    child {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateUserChildMutation, UpdateUserChildMutationVariables>;
export const GetAvailabilityDocument = new TypedDocumentString(`
    query getAvailability($showRawPayload: Boolean) {
  availability(showRawPayload: $showRawPayload) {
    courseId
    startsOn
    endsOn
    isActive
    maxProfiles
    profileCount
    canAddProfile
    rawPayload
  }
}
    `) as unknown as TypedDocumentString<GetAvailabilityQuery, GetAvailabilityQueryVariables>;
export const GetSubscriptionDocument = new TypedDocumentString(`
    query getSubscription {
  subscription {
    id
    startsOn
    endsOn
    isActive
    maxProfiles
    course {
      id
      name {
        nl
        en
      }
    }
    children {
      id
      username
      name
      avatar
      stars
    }
  }
  settings {
    instituteName
    teacherName
    shopUrl
    shopRenewUrl
    termsUrl
    privacyUrl
    faqUrl
    contactUrl
  }
}
    `) as unknown as TypedDocumentString<GetSubscriptionQuery, GetSubscriptionQueryVariables>;