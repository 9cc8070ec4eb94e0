codeunit 50322 "LC0092 Fine" implements "LC0092 IFine"
{
    var
        Counter: Integer;
        i: Integer;
        _Internal: Text;
        xRecord: Record "LC0092 Table";

    procedure "Calculate Total"(Amount: Decimal; var x: Decimal; _Extra: Integer) Result: Decimal
    var
        LineCount: Integer;
    begin
    end;

    procedure fromInterface(value: Integer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"LC0092 Table", OnAfterInsertEvent, '', false, false)]
    local procedure OnAfterInsertTable(var Rec: Record "LC0092 Table"; runTrigger: Boolean)
    begin
    end;

    [Obsolete('Gone', '25.0')]
    procedure oldProcedure(oldParam: Integer)
    begin
    end;

    trigger OnRun()
    begin
    end;
}

interface "LC0092 IFine"
{
    procedure FromInterface(Value: Integer);
}

table 50322 "LC0092 Table"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Amount (LCY)"; Decimal) { }
        field(3; oldField; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Gone';
            ObsoleteTag = '24.0';
        }
    }
}

enum 50322 "LC0092 Enum"
{
    value(0; " ") { }
    value(1; lowercaseValuesAreNotChecked) { }
    value(2; "30 Days") { }
}

page 50323 "LC0092 API"
{
    PageType = API;
    APIPublisher = 'fixtures';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'thing';
    EntitySetName = 'things';
    SourceTable = "LC0092 Table";
    DelayedInsert = true;
    ODataKeyFields = SystemId;

    layout
    {
        area(Content)
        {
            repeater(records)
            {
                field(id; Rec.SystemId) { }
            }
        }
    }
}

page 50324 "LC0092 Card"
{
    layout
    {
        area(Content)
        {
            group("&General") { }
        }
    }

    actions
    {
        area(Navigation)
        {
            group("&Line")
            {
                action("&Card") { }
            }
        }
    }
}

codeunit 50330 "LC0092 Unknown Interface" implements "LC0092 Interface Elsewhere"
{
    procedure implementedElsewhere(value: Integer)
    begin
    end;
}

pageextension 50331 "LC0092 API Ext" extends "LC0092 API"
{
    layout
    {
        addlast(records)
        {
            field(entryNo; Rec."Entry No.") { }
        }
    }
}
