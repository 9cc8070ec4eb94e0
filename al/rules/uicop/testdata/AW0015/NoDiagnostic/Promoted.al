page 50181 "AW0015 Fine"
{
    PageType = Card;
    SourceTable = Customer;

    actions
    {
        area(Processing)
        {
            action(ClassicPromoted)
            {
                Scope = Repeater;
                Promoted = true;
            }
            action("Modern Promoted")
            {
                Scope = Repeater;
            }
            action(PageScope)
            {
                Scope = Page;
            }
        }
        area(Promoted)
        {
            actionref(ModernRef; "Modern Promoted") { }
        }
    }
}

// A page with a repeater shows repeater-scoped actions in the row's menu.
page 50182 "AW0015 List"
{
    PageType = ListPart;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Name; Rec.Name) { }
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(LineAction)
            {
                Scope = Repeater;
            }
        }
    }
}
