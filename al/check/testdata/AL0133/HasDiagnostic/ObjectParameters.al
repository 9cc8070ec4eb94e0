namespace Planted.Objects;

table 50450 "Obj Header"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Line Count"; Integer) { }
    }
}

codeunit 50451 "Obj Poster"
{
    procedure Post(Header: Record "Obj Header")
    begin
    end;
}

codeunit 50450 "Obj Calls"
{
    procedure Run(var Header: Record "Obj Header")
    var
        Id: Guid;
        Posted: Date;
        Flag: Boolean;
    begin
        // A simple value passed for a Record, RecordRef, Codeunit or Page parameter.
        CopyComments([=Header."No."=]);
        copycomments([=Header."Line Count"=]);
        "CopyComments"([=Id=]);
        TakeRef([=Posted=]);
        TakePoster([=Header."No."=]);
        TakePage([=Flag=]);
    end;

    local procedure CopyComments(Header: Record "Obj Header")
    begin
    end;

    local procedure TakeRef(var Ref: RecordRef)
    begin
    end;

    local procedure TakePoster(Poster: Codeunit "Obj Poster")
    begin
    end;

    local procedure TakePage(P: Page "Obj List")
    begin
    end;
}

page 50450 "Obj List"
{
    SourceTable = "Obj Header";
}
