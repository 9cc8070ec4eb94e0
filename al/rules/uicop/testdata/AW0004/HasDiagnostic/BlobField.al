table 50160 "AW0004 Note"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Body; Blob) { }
        field(3; Picture; Blob) { SubType = Bitmap; }
        field(4; Memo; Blob) { SubType = Memo; }
    }
}

page 50161 "AW0004 Note Card"
{
    SourceTable = "AW0004 Note";

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field([=Body=]; Rec.Body) { }
                field([=MemoText=]; Memo) { }
                field(Picture; Rec.Picture) { }
            }
        }
    }
}
