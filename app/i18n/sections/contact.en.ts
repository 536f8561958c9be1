/** English messages of the contact pages (part of en.ts, the source of keys). */
const contactEn = {
  contact: {
    tips: 'Tips',
    emailFormat: 'Please fill in the correct email format',
    nameRequired: 'Please fill in your name and contact information',
    sentTitle: 'Sent successfully',
    sentBody: 'Your message has been submitted',
    tooMany: 'Too many messages were sent from your address. Please try again later.',
    network:
      'Your message could not be sent because the connection failed. What you typed is still here: please try again.',
  },
};

export default contactEn;
