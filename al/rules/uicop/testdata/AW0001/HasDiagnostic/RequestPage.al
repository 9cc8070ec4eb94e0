xmlport 50100 "AW0001 Import Items"
{
    schema
    {
        textelement(Root)
        {
        }
    }

    [=requestpage=]
    {
        layout
        {
            area(Content)
            {
            }
        }
    }
}
