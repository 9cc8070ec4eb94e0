table 50225 "Similar Names"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
    }

    procedure Validate2()
    var
        No: Code[20];
        Descriptions: Text;
        DescriptionText: Text;
    begin
        No := Rec."No.";
    end;
}
