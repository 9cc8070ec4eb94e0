codeunit 50343 "LC0098 Good"
{
    [EventSubscriber(ObjectType::Table, Database::Customer, OnAfterDeleteEvent, '', false, false)]
    local procedure Customer_OnAfterDeleteEvent(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, OnAfterValidateEvent, Name, false, false)]
    local procedure Customer_OnAfterValidateEvent_Name(var Rec: Record Customer)
    begin
    end;

    // Two subscribers to one event would both want one name: neither is reported.
    [EventSubscriber(ObjectType::Table, Database::Customer, OnAfterInsertEvent, '', false, false)]
    local procedure FirstInsertHandler(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, OnAfterInsertEvent, '', false, false)]
    local procedure SecondInsertHandler(var Rec: Record Customer)
    begin
    end;

    // The expected name is taken by another procedure.
    [EventSubscriber(ObjectType::Table, Database::Customer, OnAfterModifyEvent, '', false, false)]
    local procedure ModifyHandler(var Rec: Record Customer)
    begin
    end;

    local procedure Customer_OnAfterModifyEvent()
    begin
    end;

    // The source object is not known.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Not In This Project", OnSomething, '', false, false)]
    local procedure UnknownSource()
    begin
    end;

    // The expected name would be longer than 120 characters.
    [EventSubscriber(ObjectType::Table, Database::"LC0098 A Table With A Name That Is Really Quite Long", OnAfterValidateEvent, "A Field With An Equally Long And Descriptive Name", false, false)]
    local procedure TooLong()
    begin
    end;

    [Obsolete('Gone', '25.0')]
    [EventSubscriber(ObjectType::Table, Database::Customer, OnBeforeDeleteEvent, '', false, false)]
    local procedure ObsoleteHandler(var Rec: Record Customer)
    begin
    end;

    procedure NotASubscriber()
    begin
    end;
}

table 50344 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}

table 50345 "LC0098 A Table With A Name That Is Really Quite Long"
{
    fields
    {
        field(1; "A Field With An Equally Long And Descriptive Name"; Code[20]) { }
    }
}
