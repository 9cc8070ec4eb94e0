page 50152 "AW0012 Card"
{
    PageType = Card;
    SourceTable = Customer;
    AboutTitle = 'About customers';
    AboutText = 'A customer card holds the terms you agreed with a customer.';

    layout
    {
        area(Content)
        {
            field(Name; Rec.Name)
            {
                AboutTitle = 'The name';
                AboutText = 'Shown on documents.';
            }
        }
    }
}

// Without PageType a page is a Card, whose teaching tip shows.
page 50153 "AW0012 Default"
{
    SourceTable = Customer;
    AboutTitle = 'About this page';
    AboutText = 'Some text.';
}
