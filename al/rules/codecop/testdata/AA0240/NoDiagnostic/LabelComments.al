// A Label's Comment, read by translators only, may show an example address.
codeunit 50240 "AA0240 Label Comments"
{
    var
        ScenariosLbl: Label 'Assign scenarios to account %1', Comment = '%1 = the name of the account, e.g. Notification Account (notification@cronus.com)';
        BodyTxt: Label 'The user %1 sent this message.', Comment = '%1 is an email address, such as user@domain.com', Locked = false;
}
