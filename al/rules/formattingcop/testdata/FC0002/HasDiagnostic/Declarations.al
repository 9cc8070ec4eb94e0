table 50170 "FC0002 Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; "Unit Price"; Decimal) { }
    }

    procedure Describe(MaxLength: Integer): Text
    var
        Other: Record "FC0002 Item";
        ResultText: Text;
    begin
        [=resulttext=] := [=description=];
        Other.Get([="no."=]);
        if Other.[="unit price"=] > 0 then
            [=RESULTTEXT=] += CopyAndTrim([=maxlength=]);
        [=rec=].[=copyAndTrim=](1);
        exit(ResultText);
    end;

    procedure CopyAndTrim(Len: Integer): Text
    begin
        exit(CopyStr(Description, 1, Len));
    end;
}

page 50170 "FC0002 Item Card"
{
    SourceTable = "FC0002 Item";

    trigger OnOpenPage()
    begin
        [=currpage=].Update(false);
        [=REC=].SetRange([="NO."=], '1');
    end;
}
