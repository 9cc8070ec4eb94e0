codeunit 50271 "TA0001 Tests"
{
    Subtype = Test;

    [Test]
    procedure TestPosting()
    begin
        Helper();
    end;

    local procedure Helper()
    begin
    end;

    [MessageHandler]
    procedure MessageHandler(Message: Text[1024])
    begin
    end;

    [ModalPageHandler]
    procedure ModalHandler(var Page: TestPage "TA0001 Card")
    begin
    end;

    [StrMenuHandler]
    procedure StrMenuHandler(Options: Text[1024]; var Choice: Integer; Instruction: Text[1024])
    begin
    end;

    [RequestPageHandler]
    procedure RequestPageHandler(var Page: TestRequestPage "TA0001 Report")
    begin
    end;

    [SendNotificationHandler]
    procedure NotificationHandler(var Notification: Notification): Boolean
    begin
    end;
}

codeunit 50272 "TA0001 Library"
{
    procedure CreateCustomer()
    begin
    end;
}
