table 50244 "Visit Line"
{
    fields
    {
        field(1; "Line No."; Integer) { }
        field(2; Note; Text[100]) { }
    }
}

page 50245 "Visit Lines"
{
    SourceTable = "Visit Line";

    layout
    {
        area(Content)
        {
            field("Line No."; Rec."Line No.") { }
            field(Note; Note) { }
            field(OtherNote; OtherLine.Note) { }
            field(Remark; Remark)
            {
                Caption = 'Remark';
            }
            field(Dynamic; Remark)
            {
                CaptionClass = '3,' + Remark;
            }
            field(Old; Remark)
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Not shown.';
            }
        }
    }

    var
        OtherLine: Record "Visit Line";
        Remark: Text;
}

page 50246 "Foreign Fields"
{
    SourceTable = "Table Not In This Project";

    layout
    {
        area(Content)
        {
            field(Name; Name) { }
            field(City; Rec.City) { }
            field(Contact; UnknownRec.Name) { }
        }
    }

    var
        UnknownRec: Record "Another Unknown Table";
}
