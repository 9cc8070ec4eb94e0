page 50102 "AA0102 API"
{
    PageType = API;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field([=Number=]; Rec."No.") { }
            field([=phone_number=]; Rec."Phone No.") { }
        }
    }
}
