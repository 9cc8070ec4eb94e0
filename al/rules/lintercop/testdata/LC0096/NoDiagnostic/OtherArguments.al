table 50197 "LC0096 Line"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    procedure Compare(var Other: Record "LC0096 Line")
    begin
    end;

    procedure Describe(Name: Code[20])
    begin
    end;

    procedure WithId(TableId: Integer; var Line: Record "LC0096 Line")
    begin
    end;

    [IntegrationEvent(false, false)]
    procedure OnCheck(var Line: Record "LC0096 Line")
    begin
    end;
}

codeunit 50197 "LC0096 Others"
{
    procedure Run()
    var
        Line: Record "LC0096 Line";
        OtherLine: Record "LC0096 Line";
    begin
        Line.Compare(OtherLine);
        Line.Describe(Line."No.");
        Line.WithId(Database::"LC0096 Line", OtherLine);
        Line.OnCheck(Line);
        Line.Copy(Line);
        Page.RunModal(Page::"LC0096 Lines", Line);
        Compare(Line);
    end;

    local procedure Compare(var Line: Record "LC0096 Line")
    begin
    end;
}

page 50197 "LC0096 Lines"
{
    SourceTable = "LC0096 Line";

    procedure Show(Line: Record "LC0096 Line")
    begin
    end;

    trigger OnOpenPage()
    begin
        Show(Rec);
    end;
}
