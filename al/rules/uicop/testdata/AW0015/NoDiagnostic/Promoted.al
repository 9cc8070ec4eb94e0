page 50181 "AW0015 Fine"
{
    PageType = List;
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
