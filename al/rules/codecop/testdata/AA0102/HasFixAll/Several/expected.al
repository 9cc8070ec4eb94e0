page 50102 "AA0102 API"
{
    PageType = API;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field(number; Rec."No.") { }
            field(phoneNumber; Rec."Phone No.") { }
        }
    }
}
