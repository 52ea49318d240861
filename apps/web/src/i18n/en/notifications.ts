export const notifications = {
  bellLabel: "Notifications",
  bellLabelUnread: "Notifications, {{count}} unread",
  title: "Notifications",
  markAllRead: "Mark all read",
  clearAll: "Clear all",
  markRead: "Mark as read",
  delete: "Delete notification",
  unread: "Unread",
  empty: "You're all caught up",
  emptyDescription: "New activity on your risks and products will show here.",
  loadFailed: "Notifications could not be loaded",
};
