xmlport 50101 "AW0001 Export Items"
{
    schema
    {
        textelement(Root)
        {
        }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
            }
        }
    }
}

// An XMLport without a request page is never reported.
xmlport 50102 "AW0001 Plain"
{
    schema
    {
        textelement(Root)
        {
        }
    }
}
