page 50102 "AA0102 API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'customer';
    EntitySetName = 'customers';
    SourceTable = Customer;
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field([=Number=]; Rec."No.") { }
                field([="Display Name"=]; Rec.Name) { }
                field([=phone_number=]; Rec."Phone No.") { }
                // Named in code: no fix, renaming it here alone would break the page.
                field([=Balance=]; Rec."Balance (LCY)") { }
            }
        }
    }

    trigger OnAfterGetRecord()
    begin
        CurrPage.Balance.Visible(true);
    end;
}
