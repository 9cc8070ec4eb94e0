codeunit 50123 "Excluded"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Excluded", 'OnSomething', '', false, false)]
    local procedure Subscriber(Amount: Decimal)
    begin
    end;

    [IntegrationEvent(false, false)]
    procedure OnSomething(Amount: Decimal)
    begin
    end;

    local procedure LocalHelper(Ignored: Integer)
    begin
    end;

    [ConfirmHandler]
    procedure ConfirmYes(Question: Text[1024]; var Reply: Boolean)
    begin
        Reply := true;
    end;

    [Obsolete('Not used', '25.0')]
    procedure Old(Ignored: Integer)
    begin
    end;

    procedure OpenSetup(Notify: Notification)
    begin
    end;

    procedure ShowDetails(Info: ErrorInfo)
    begin
    end;

    procedure UsedInWith(Cust: Record "Excluded Table"; Amount: Decimal)
    begin
        with Cust do
            Amount := 0;
    end;

    procedure OtherBuild(Amount: Decimal)
    begin
#if CLEAN99
        Message('%1', Amount);
#endif
    end;

    trigger OnRun()
    begin
    end;
}

table 50124 "Excluded Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
