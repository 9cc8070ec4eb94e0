table 50189 "LC0088 Summary"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Status; Option)
        {
            FieldClass = FlowField;
            CalcFormula = min("LC0088 Detail".Status where("No." = field("No.")));
            OptionMembers = Open,Closed;
        }
        field(3; OldStatus; Option)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Replaced by an enum.';
            OptionMembers = Open,Closed;
        }
        field(4; Kind; Enum "LC0088 Kind") { }
    }
}

table 50190 "LC0088 Remote"
{
    TableType = CDS;

    fields
    {
        field(1; statecode; Option)
        {
            OptionMembers = Active,Inactive;
        }
    }
}

enum 50189 "LC0088 Kind"
{
    value(0; None) { }
}

codeunit 50189 "LC0088 Exempt"
{
    procedure Reserve()
    var
        ReservationMgt: Codeunit "Reservation Management";
        Handling: Option "None","Allow deletion",Match;
        Kind: Enum "LC0088 Kind";
    begin
        ReservationMgt.SetItemTrackingHandling(Handling);
    end;

    [EventSubscriber(ObjectType::Table, Database::"Sales Line", 'OnAfterInitType', '', false, false)]
    local procedure OnAfterInitType(var Type: Option " ","G/L Account",Item)
    begin
    end;

    [Obsolete('Use an enum.', '25.0')]
    procedure Legacy(Mode: Option A,B)
    begin
    end;
}
