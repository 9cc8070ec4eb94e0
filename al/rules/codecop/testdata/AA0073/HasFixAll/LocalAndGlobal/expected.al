table 50114 "AA0073 Buffer 5"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50114 "AA0073 Fix All"
{
    var
        TempLines: Record "AA0073 Buffer 5" temporary;

    procedure Fill()
    var
        "TempLine Copy": Record "AA0073 Buffer 5" temporary;
    begin
        TempLines.Insert();
        "TempLine Copy".Copy(TempLines, true);
    end;
}
