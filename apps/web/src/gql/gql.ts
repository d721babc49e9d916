/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {\n    addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $achievementIds) {\n      affectedRows\n      lesson { id finished percentage }\n    }\n  }\n": typeof types.AddAccomplishedAchievementDocument,
    "\n  query getCourseIntroduction($userChildId: ID!) {\n    courseIntroduction(userChildId: $userChildId) { title { nl en } text { nl en } vimeoUrl }\n  }\n": typeof types.GetCourseIntroductionDocument,
    "\n  query getLessonWithLock($userChildId: ID!, $lessonId: ID!) {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id lessonNumber surahNumber isLocked lockReason finished percentage\n      name { nl en }\n      label { nl en }\n      achievements { id type accomplishedAt }\n      content {\n        text { nl en }\n        vimeoUrl videoUrl\n        verses { id ayahNumber verse pronunciation translation { nl en } audioUrl }\n        words { id word meaning { nl en } }\n        quiz { question { nl en } options { nl en } answer }\n      }\n    }\n  }\n": typeof types.GetLessonWithLockDocument,
    "\n  query getUserChildData($userChildId: ID!) {\n    childLessons(userChildId: $userChildId) {\n      stars\n      starTarget\n      lessons {\n        id sequence lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished\n        name { nl en }\n        label { nl en }\n        description { nl en }\n        achievements { id type accomplishedAt }\n      }\n    }\n  }\n": typeof types.GetUserChildDataDocument,
    "\n  mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: Int!) {\n    unlockLessonWithPincode(userChildId: $userChildId, lessonId: $lessonId, pincode: $pincode) {\n      pincode { isCorrect attemptsLeft lockedUntil }\n      lesson { id isLocked }\n    }\n  }\n": typeof types.UnlockLessonWithPincodeDocument,
    "\n  mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {\n    updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {\n      percentage timeProgress finished\n    }\n  }\n": typeof types.UpdateLessonProgressionDocument,
    "\n  mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {\n    updateViewCount(userChildId: $userChildId, lessonId: $lessonId) { affectedRows viewCount }\n  }\n": typeof types.UpdateViewCountDocument,
    "\n  query getTotalFacts($userChildId: ID!) {\n    totalFacts(userChildId: $userChildId)\n  }\n": typeof types.GetTotalFactsDocument,
    "\n  query getFactOfTheWeek($userChildId: ID!, $sequence: Int!) {\n    factOfTheWeek(userChildId: $userChildId, sequence: $sequence) { id message { nl en } }\n  }\n": typeof types.GetFactOfTheWeekDocument,
    "\n  query getNotifications($userChildId: ID!) {\n    announcements(userChildId: $userChildId, limit: 1) { id title { nl en } description { nl en } createdAt }\n  }\n": typeof types.GetNotificationsDocument,
    "\n  query getMessage($userChildId: ID!) {\n    messages(userChildId: $userChildId) {\n      id from title message opened createdAt lessonNumber\n      lessonName { nl en }\n    }\n  }\n": typeof types.GetMessageDocument,
    "\n  query getUnreadMessageCount($userChildId: ID!) {\n    unreadMessageCount(userChildId: $userChildId)\n  }\n": typeof types.GetUnreadMessageCountDocument,
    "\n  mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n": typeof types.MarkMessageAsReadDocument,
    "\n  mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n": typeof types.MarkLessonMessageAsReadDocument,
    "\n  query getUser {\n    viewer { id firstName lastName email relationToKid hasPincode parentAreaOpenUntil }\n  }\n": typeof types.GetUserDocument,
    "\n  mutation updateRelationToKid($relationToKid: String!) {\n    updateRelationToKid(relationToKid: $relationToKid) { id relationToKid }\n  }\n": typeof types.UpdateRelationToKidDocument,
    "\n  mutation updateUnlockKey($currentSecretKey: Int, $newSecretKey: Int!) {\n    updateUnlockKey(currentSecretKey: $currentSecretKey, newSecretKey: $newSecretKey) {\n      isCorrect attemptsLeft lockedUntil parentAreaOpenUntil\n    }\n  }\n": typeof types.UpdateUnlockKeyDocument,
    "\n  mutation validatePincode($pincode: Int!) {\n    validatePincode(pincode: $pincode) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n": typeof types.ValidatePincodeDocument,
    "\n  mutation createUserChild($input: CreateUserChildInput!) {\n    createUserChild(input: $input) { id username name avatar stars }\n  }\n": typeof types.CreateUserChildDocument,
    "\n  query getAvatar($userChildId: ID!) {\n    child(userChildId: $userChildId) { id avatar username name stars }\n  }\n": typeof types.GetAvatarDocument,
    "\n  query getAvailability($showRawPayload: Boolean) {\n    availability(showRawPayload: $showRawPayload) {\n      courseId startsOn endsOn isActive maxProfiles profileCount canAddProfile rawPayload\n    }\n  }\n": typeof types.GetAvailabilityDocument,
    "\n  query getSubscription {\n    subscription {\n      id startsOn endsOn isActive maxProfiles\n      course { id name { nl en } }\n      children { id username name avatar stars }\n    }\n    settings {\n      instituteName teacherName shopUrl shopRenewUrl termsUrl privacyUrl faqUrl contactUrl\n    }\n  }\n": typeof types.GetSubscriptionDocument,
};
const documents: Documents = {
    "\n  mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {\n    addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $achievementIds) {\n      affectedRows\n      lesson { id finished percentage }\n    }\n  }\n": types.AddAccomplishedAchievementDocument,
    "\n  query getCourseIntroduction($userChildId: ID!) {\n    courseIntroduction(userChildId: $userChildId) { title { nl en } text { nl en } vimeoUrl }\n  }\n": types.GetCourseIntroductionDocument,
    "\n  query getLessonWithLock($userChildId: ID!, $lessonId: ID!) {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id lessonNumber surahNumber isLocked lockReason finished percentage\n      name { nl en }\n      label { nl en }\n      achievements { id type accomplishedAt }\n      content {\n        text { nl en }\n        vimeoUrl videoUrl\n        verses { id ayahNumber verse pronunciation translation { nl en } audioUrl }\n        words { id word meaning { nl en } }\n        quiz { question { nl en } options { nl en } answer }\n      }\n    }\n  }\n": types.GetLessonWithLockDocument,
    "\n  query getUserChildData($userChildId: ID!) {\n    childLessons(userChildId: $userChildId) {\n      stars\n      starTarget\n      lessons {\n        id sequence lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished\n        name { nl en }\n        label { nl en }\n        description { nl en }\n        achievements { id type accomplishedAt }\n      }\n    }\n  }\n": types.GetUserChildDataDocument,
    "\n  mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: Int!) {\n    unlockLessonWithPincode(userChildId: $userChildId, lessonId: $lessonId, pincode: $pincode) {\n      pincode { isCorrect attemptsLeft lockedUntil }\n      lesson { id isLocked }\n    }\n  }\n": types.UnlockLessonWithPincodeDocument,
    "\n  mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {\n    updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {\n      percentage timeProgress finished\n    }\n  }\n": types.UpdateLessonProgressionDocument,
    "\n  mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {\n    updateViewCount(userChildId: $userChildId, lessonId: $lessonId) { affectedRows viewCount }\n  }\n": types.UpdateViewCountDocument,
    "\n  query getTotalFacts($userChildId: ID!) {\n    totalFacts(userChildId: $userChildId)\n  }\n": types.GetTotalFactsDocument,
    "\n  query getFactOfTheWeek($userChildId: ID!, $sequence: Int!) {\n    factOfTheWeek(userChildId: $userChildId, sequence: $sequence) { id message { nl en } }\n  }\n": types.GetFactOfTheWeekDocument,
    "\n  query getNotifications($userChildId: ID!) {\n    announcements(userChildId: $userChildId, limit: 1) { id title { nl en } description { nl en } createdAt }\n  }\n": types.GetNotificationsDocument,
    "\n  query getMessage($userChildId: ID!) {\n    messages(userChildId: $userChildId) {\n      id from title message opened createdAt lessonNumber\n      lessonName { nl en }\n    }\n  }\n": types.GetMessageDocument,
    "\n  query getUnreadMessageCount($userChildId: ID!) {\n    unreadMessageCount(userChildId: $userChildId)\n  }\n": types.GetUnreadMessageCountDocument,
    "\n  mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n": types.MarkMessageAsReadDocument,
    "\n  mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n": types.MarkLessonMessageAsReadDocument,
    "\n  query getUser {\n    viewer { id firstName lastName email relationToKid hasPincode parentAreaOpenUntil }\n  }\n": types.GetUserDocument,
    "\n  mutation updateRelationToKid($relationToKid: String!) {\n    updateRelationToKid(relationToKid: $relationToKid) { id relationToKid }\n  }\n": types.UpdateRelationToKidDocument,
    "\n  mutation updateUnlockKey($currentSecretKey: Int, $newSecretKey: Int!) {\n    updateUnlockKey(currentSecretKey: $currentSecretKey, newSecretKey: $newSecretKey) {\n      isCorrect attemptsLeft lockedUntil parentAreaOpenUntil\n    }\n  }\n": types.UpdateUnlockKeyDocument,
    "\n  mutation validatePincode($pincode: Int!) {\n    validatePincode(pincode: $pincode) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n": types.ValidatePincodeDocument,
    "\n  mutation createUserChild($input: CreateUserChildInput!) {\n    createUserChild(input: $input) { id username name avatar stars }\n  }\n": types.CreateUserChildDocument,
    "\n  query getAvatar($userChildId: ID!) {\n    child(userChildId: $userChildId) { id avatar username name stars }\n  }\n": types.GetAvatarDocument,
    "\n  query getAvailability($showRawPayload: Boolean) {\n    availability(showRawPayload: $showRawPayload) {\n      courseId startsOn endsOn isActive maxProfiles profileCount canAddProfile rawPayload\n    }\n  }\n": types.GetAvailabilityDocument,
    "\n  query getSubscription {\n    subscription {\n      id startsOn endsOn isActive maxProfiles\n      course { id name { nl en } }\n      children { id username name avatar stars }\n    }\n    settings {\n      instituteName teacherName shopUrl shopRenewUrl termsUrl privacyUrl faqUrl contactUrl\n    }\n  }\n": types.GetSubscriptionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {\n    addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $achievementIds) {\n      affectedRows\n      lesson { id finished percentage }\n    }\n  }\n"): typeof import('./graphql').AddAccomplishedAchievementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCourseIntroduction($userChildId: ID!) {\n    courseIntroduction(userChildId: $userChildId) { title { nl en } text { nl en } vimeoUrl }\n  }\n"): typeof import('./graphql').GetCourseIntroductionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLessonWithLock($userChildId: ID!, $lessonId: ID!) {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id lessonNumber surahNumber isLocked lockReason finished percentage\n      name { nl en }\n      label { nl en }\n      achievements { id type accomplishedAt }\n      content {\n        text { nl en }\n        vimeoUrl videoUrl\n        verses { id ayahNumber verse pronunciation translation { nl en } audioUrl }\n        words { id word meaning { nl en } }\n        quiz { question { nl en } options { nl en } answer }\n      }\n    }\n  }\n"): typeof import('./graphql').GetLessonWithLockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserChildData($userChildId: ID!) {\n    childLessons(userChildId: $userChildId) {\n      stars\n      starTarget\n      lessons {\n        id sequence lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished\n        name { nl en }\n        label { nl en }\n        description { nl en }\n        achievements { id type accomplishedAt }\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserChildDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: Int!) {\n    unlockLessonWithPincode(userChildId: $userChildId, lessonId: $lessonId, pincode: $pincode) {\n      pincode { isCorrect attemptsLeft lockedUntil }\n      lesson { id isLocked }\n    }\n  }\n"): typeof import('./graphql').UnlockLessonWithPincodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {\n    updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {\n      percentage timeProgress finished\n    }\n  }\n"): typeof import('./graphql').UpdateLessonProgressionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {\n    updateViewCount(userChildId: $userChildId, lessonId: $lessonId) { affectedRows viewCount }\n  }\n"): typeof import('./graphql').UpdateViewCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTotalFacts($userChildId: ID!) {\n    totalFacts(userChildId: $userChildId)\n  }\n"): typeof import('./graphql').GetTotalFactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFactOfTheWeek($userChildId: ID!, $sequence: Int!) {\n    factOfTheWeek(userChildId: $userChildId, sequence: $sequence) { id message { nl en } }\n  }\n"): typeof import('./graphql').GetFactOfTheWeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getNotifications($userChildId: ID!) {\n    announcements(userChildId: $userChildId, limit: 1) { id title { nl en } description { nl en } createdAt }\n  }\n"): typeof import('./graphql').GetNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMessage($userChildId: ID!) {\n    messages(userChildId: $userChildId) {\n      id from title message opened createdAt lessonNumber\n      lessonName { nl en }\n    }\n  }\n"): typeof import('./graphql').GetMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUnreadMessageCount($userChildId: ID!) {\n    unreadMessageCount(userChildId: $userChildId)\n  }\n"): typeof import('./graphql').GetUnreadMessageCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n"): typeof import('./graphql').MarkMessageAsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n"): typeof import('./graphql').MarkLessonMessageAsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUser {\n    viewer { id firstName lastName email relationToKid hasPincode parentAreaOpenUntil }\n  }\n"): typeof import('./graphql').GetUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateRelationToKid($relationToKid: String!) {\n    updateRelationToKid(relationToKid: $relationToKid) { id relationToKid }\n  }\n"): typeof import('./graphql').UpdateRelationToKidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateUnlockKey($currentSecretKey: Int, $newSecretKey: Int!) {\n    updateUnlockKey(currentSecretKey: $currentSecretKey, newSecretKey: $newSecretKey) {\n      isCorrect attemptsLeft lockedUntil parentAreaOpenUntil\n    }\n  }\n"): typeof import('./graphql').UpdateUnlockKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation validatePincode($pincode: Int!) {\n    validatePincode(pincode: $pincode) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n"): typeof import('./graphql').ValidatePincodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createUserChild($input: CreateUserChildInput!) {\n    createUserChild(input: $input) { id username name avatar stars }\n  }\n"): typeof import('./graphql').CreateUserChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAvatar($userChildId: ID!) {\n    child(userChildId: $userChildId) { id avatar username name stars }\n  }\n"): typeof import('./graphql').GetAvatarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAvailability($showRawPayload: Boolean) {\n    availability(showRawPayload: $showRawPayload) {\n      courseId startsOn endsOn isActive maxProfiles profileCount canAddProfile rawPayload\n    }\n  }\n"): typeof import('./graphql').GetAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSubscription {\n    subscription {\n      id startsOn endsOn isActive maxProfiles\n      course { id name { nl en } }\n      children { id username name avatar stars }\n    }\n    settings {\n      instituteName teacherName shopUrl shopRenewUrl termsUrl privacyUrl faqUrl contactUrl\n    }\n  }\n"): typeof import('./graphql').GetSubscriptionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
